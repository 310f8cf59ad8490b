import type { AiOverviewFilter } from '../../../contracts/serp-features';

/**
 * SQL conditions on a stored AI Overview citation (the jsonb of core/ranking/feature-holdings'
 * AiOverviewCitation), shared by the keyword table (scheduled_checks) and the history (search_history).
 */
export function aiOverviewCondition(column: string, filter: AiOverviewFilter): string {
  switch (filter) {
    case 'cited':
      return `${column}->>'sitePosition' is not null`;
    case 'cited-top3':
      return `(${column}->>'sitePosition')::int <= 3`;
    case 'not-cited':
      return `${column}->>'state' = 'cited' and ${column}->>'sitePosition' is null`;
    case 'unreadable':
      return `${column}->>'state' = 'unreadable'`;
    case 'none':
      return `${column}->>'state' = 'none'`;
  }
}

/** The site holds any of `placeholder`'s features (a text[] parameter) in a stored list of feature holdings. */
export function featuresHeldCondition(column: string, placeholder: string): string {
  return `exists (select 1 from jsonb_array_elements(${column}) f where (f->>'heldBySite')::boolean and f->>'feature' = any(${placeholder}::text[]))`;
}
