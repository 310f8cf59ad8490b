import type { SeoChange } from '../../../../../contracts/seo-snapshot';
import { SnapshotSection } from './snapshot-section';

const FIELD_LABELS: Record<SeoChange['field'], string> = {
  title: 'Title',
  metaDescription: 'Meta description',
  isMobileFriendly: 'Mobile-friendly',
  canonical: 'Canonical URL',
  noindex: 'Indexing',
  h1: 'H1 heading',
};

/** Yes/no fields come as 'yes' | 'no' (| 'unknown'); texts are quoted as the page has them. */
function valueText(field: SeoChange['field'], value: string): string {
  if (field === 'noindex') return value === 'yes' ? 'blocked (noindex)' : 'allowed';
  if (field === 'isMobileFriendly') return value === 'yes' ? 'Yes' : value === 'no' ? 'No' : 'Unknown';
  return `“${value}”`;
}

function ChangeItem({ change }: { change: SeoChange }) {
  const label = FIELD_LABELS[change.field];
  const { field, before, after } = change;
  if (before === null && after !== null) return <li>{`${label} added: ${valueText(field, after)}`}</li>;
  if (after === null && before !== null) return <li>{`${label} removed (was ${valueText(field, before)})`}</li>;
  return <li>{`${label} changed: ${valueText(field, before ?? '')} → ${valueText(field, after ?? '')}`}</li>;
}

/** What changed on the page since the previous saved check of the same query; nothing when nothing did. */
export function SnapshotChanges({ changes }: { changes: SeoChange[] | null }) {
  if (!changes || changes.length === 0) return null;
  return (
    <SnapshotSection title="Changes since the last check">
      <ul className="grid list-disc gap-1.5 pl-5 text-sm break-words marker:text-brand">
        {changes.map((change) => (
          <ChangeItem key={change.field} change={change} />
        ))}
      </ul>
    </SnapshotSection>
  );
}
