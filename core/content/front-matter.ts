import { parse } from 'yaml';

export interface ContentFile {
  /** The YAML block between the opening and closing `---` lines, parsed; {} when there is none. */
  data: Record<string, unknown>;
  /** Everything after the frontmatter. */
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits a Markdown file of content/ into its frontmatter and body (content/README.md has the format). */
export function parseContentFile(source: string): ContentFile {
  const text = source.replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: {}, body: text };
  // The YAML "core" schema keeps dates as strings (2026-11-22 stays text, not a Date at midnight UTC).
  const data: unknown = parse(match[1] ?? '', { schema: 'core' });
  if (data !== null && (typeof data !== 'object' || Array.isArray(data))) {
    throw new Error('the frontmatter must be a YAML mapping of field: value');
  }
  return { data: (data ?? {}) as Record<string, unknown>, body: text.slice(match[0].length) };
}
