import type { Post, PostSummary } from './types';

// Every post's metadata is bundled (lists, the sitemap, page titles); a post's body is its own chunk.
const summaries = import.meta.glob<PostSummary>('/content/blog/*.md', { query: '?meta', import: 'default', eager: true });
const bodies = import.meta.glob<Post>('/content/blog/*.md', { import: 'default' });

const slugOf = (file: string) => file.replace(/^.*\/([^/]+)\.md$/, '$1');

// Plain comparison, not localeCompare: the dates are ISO (YYYY-MM-DD), and any fixed order of titles will do. This
// runs as every public page loads, and localeCompare's first call costs tens of milliseconds on a slow phone (the
// collation data is loaded then).
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Newest first; posts of the same day by title. */
export const posts: PostSummary[] = Object.values(summaries).sort((a, b) => compare(b.date, a.date) || compare(a.title, b.title));

export function findPost(slug: string): PostSummary | undefined {
  return posts.find((post) => post.slug === slug);
}

/** The post's body, or null for a slug no post has. */
export async function loadPost(slug: string): Promise<Post | null> {
  const entry = Object.entries(bodies).find(([file]) => slugOf(file) === slug);
  return entry ? entry[1]() : null;
}
