import type { AiOverviewFilter } from '../../../contracts/serp-features';
import { PAGE_BLOCKS } from '../../../contracts/serp-features';
import { SERP_FEATURE_LABELS, type PageFeature } from '../../../core/search/serp-features';
import { Select } from '../ui/select';

/** The AI Overview filter's choices, as the keyword table and the history offer them ('' is any). */
const AI_OVERVIEW_FILTER_OPTIONS: readonly (readonly [AiOverviewFilter | '', string])[] = [
  ['', 'Any'],
  ['cited', 'Cites the site'],
  ['cited-top3', 'Cites it in the first 3'],
  ['not-cited', 'Cites others only'],
  ['unreadable', 'Could not be read'],
  ['none', 'No AI Overview'],
];

type Feature = PageFeature['feature'];

/** Filters checks by their AI Overview: cites the site, in its first three sources, cites others, unreadable, none. */
export function AiOverviewSelect({ id, value, onChange }: { id: string; value: AiOverviewFilter | ''; onChange: (value: AiOverviewFilter | '') => void }) {
  return (
    <Select id={id} value={value} onChange={(event) => onChange(AI_OVERVIEW_FILTER_OPTIONS.find(([option]) => option === event.target.value)?.[0] ?? '')}>
      {AI_OVERVIEW_FILTER_OPTIONS.map(([option, label]) => (
        <option key={option} value={option}>
          {label}
        </option>
      ))}
    </Select>
  );
}

/** Filters checks by a SERP feature the site held ('' for any or none). */
export function FeatureHeldSelect({ id, value, onChange }: { id: string; value: Feature | ''; onChange: (value: Feature | '') => void }) {
  return (
    <Select id={id} value={value} onChange={(event) => onChange(PAGE_BLOCKS.find((feature) => feature === event.target.value) ?? '')}>
      <option value="">Any or none</option>
      {PAGE_BLOCKS.map((feature) => (
        <option key={feature} value={feature}>
          {SERP_FEATURE_LABELS[feature]}
        </option>
      ))}
    </Select>
  );
}
