import { competitorInputSchema, type CompetitorInput } from '../../../../contracts/competitor';
import type { SearchEngine } from '../../../../core/search/engines';
import { DEFAULT_LOCATION, type LocationCode } from '../../../../core/search/locations';

/** The add/edit form's fields: keywords as one text, one per line or separated by commas. */
export interface CompetitorFormValues {
  competitorUrl: string;
  competitorName: string;
  keywordsText: string;
  locations: LocationCode[];
  searchEngines: SearchEngine[];
  autoTrack: boolean;
  rankChange: boolean;
  milestone: boolean;
}

export type CompetitorFormField = 'competitorUrl' | 'competitorName' | 'keywordsText' | 'locations' | 'searchEngines';
export type CompetitorFormErrors = Partial<Record<CompetitorFormField, string>>;

/** A new competitor: the spec's defaults (United States, Google, auto-track and both notifications on). */
export const NEW_COMPETITOR: CompetitorFormValues = {
  competitorUrl: '',
  competitorName: '',
  keywordsText: '',
  locations: [DEFAULT_LOCATION],
  searchEngines: ['google'],
  autoTrack: true,
  rankChange: true,
  milestone: true,
};

export const splitKeywords = (text: string): string[] =>
  text
    .split(/[\n,]/)
    .map((keyword) => keyword.trim())
    .filter(Boolean);

export function toFormValues(input: CompetitorInput): CompetitorFormValues {
  return {
    competitorUrl: input.competitorUrl,
    competitorName: input.competitorName ?? '',
    keywordsText: (input.keywords ?? []).join('\n'),
    locations: input.locations ?? [DEFAULT_LOCATION],
    searchEngines: input.searchEngines ?? ['google'],
    autoTrack: input.autoTrack ?? true,
    rankChange: input.notificationPreferences?.rankChange ?? true,
    milestone: input.notificationPreferences?.milestone ?? true,
  };
}

export function toInput(values: CompetitorFormValues): CompetitorInput {
  return {
    competitorUrl: values.competitorUrl.trim(),
    competitorName: values.competitorName.trim() || null,
    keywords: splitKeywords(values.keywordsText),
    locations: values.locations,
    searchEngines: values.searchEngines,
    autoTrack: values.autoTrack,
    notificationPreferences: { rankChange: values.rankChange, milestone: values.milestone },
  };
}

const FIELD_OF: Record<string, CompetitorFormField> = {
  competitorUrl: 'competitorUrl',
  competitorName: 'competitorName',
  keywords: 'keywordsText',
  locations: 'locations',
  searchEngines: 'searchEngines',
};

/** What the route's own schema says is wrong, by field; null when the input is valid. */
export function validateCompetitor(values: CompetitorFormValues): CompetitorFormErrors | null {
  const parsed = competitorInputSchema.safeParse(toInput(values));
  if (parsed.success) return null;
  const errors: CompetitorFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
