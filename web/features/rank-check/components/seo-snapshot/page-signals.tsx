import type { OnPage } from '../../../../../contracts/seo-snapshot';
import { Badge } from '../../../../components/ui/badge';

const muted = 'text-muted-foreground';

/** How many H1 headings the page has and the first one: one clear H1 says what the page is about. */
export function HeadingsView({ h1, count }: { h1: string[]; count: number }) {
  if (count === 0) return <p className="text-warning-soft-foreground">No H1 heading found: add one that says what the page is about.</p>;
  const first = h1[0]?.trim() ? h1[0] : '(empty)';
  return (
    <div className="grid gap-1">
      <p className="font-medium">{first}</p>
      <p className={muted}>
        {count === 1 ? '1 H1 heading' : `${count} H1 headings; the first is shown. One per page is clearest.`}
      </p>
    </div>
  );
}

/** Whether the page lets search engines index it (robots meta tag or X-Robots-Tag header). */
export function IndexingView({ noindex }: { noindex: boolean }) {
  return noindex ? (
    <Badge tone="danger">Blocked: noindex</Badge>
  ) : (
    <Badge tone="success">Allowed</Badge>
  );
}

const OPEN_GRAPH_TAGS = ['title', 'description', 'image', 'type'] as const;

/** Open Graph tags give links shared on social networks their preview: which ones the page has. */
export function OpenGraphView({ openGraph }: { openGraph: OnPage['openGraph'] }) {
  const present = OPEN_GRAPH_TAGS.filter((tag) => openGraph[tag] !== null);
  const missing = OPEN_GRAPH_TAGS.filter((tag) => openGraph[tag] === null);
  if (present.length === 0) {
    return (
      <div className="grid gap-1">
        <p>
          <Badge tone="warning">Missing</Badge>
        </p>
        <p className={muted}>Add og:title, og:description and og:image so shared links show a title, text and picture.</p>
      </div>
    );
  }
  return (
    <div className="grid gap-1">
      <p>
        <Badge tone="success">Present</Badge>
      </p>
      <p className={muted}>
        Has {present.map((tag) => `og:${tag}`).join(', ')}
        {missing.length > 0 ? `; missing ${missing.map((tag) => `og:${tag}`).join(', ')}` : ''}.
      </p>
    </div>
  );
}

/** The schema.org types the page declares (JSON-LD or microdata), which can earn rich results. */
export function StructuredDataView({ types }: { types: string[] }) {
  if (types.length === 0) return <p className={muted}>None found</p>;
  return (
    <ul aria-label="Structured data types" className="flex flex-wrap gap-1.5">
      {types.map((type) => (
        <li key={type}>
          <Badge tone="brand" className="[overflow-wrap:anywhere]">
            {type}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
