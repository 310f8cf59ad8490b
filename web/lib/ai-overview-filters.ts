import type { AiOverviewFilter } from '../../contracts/serp-features';

/** The AI Overview filter's choices, as the keyword table and the history offer them ('' is any). */
export const AI_OVERVIEW_FILTER_OPTIONS: readonly (readonly [AiOverviewFilter | '', string])[] = [
  ['', 'Any'],
  ['cited', 'Cites the site'],
  ['cited-top3', 'Cites it in the first 3'],
  ['not-cited', 'Cites others only'],
  ['unreadable', 'Could not be read'],
  ['none', 'No AI Overview'],
];

/** The filter a select's value names, or '' (any) for anything else. */
export const aiOverviewFilterOf = (value: string): AiOverviewFilter | '' => AI_OVERVIEW_FILTER_OPTIONS.find(([option]) => option === value)?.[0] ?? '';
