import type { PostSummary } from '../../../content/types';
import { formatContentDate } from '../../../lib/format-content-date';

/** Date, author and reading time of a post, as one line. */
export function PostByline({ post, className }: { post: PostSummary; className?: string }) {
  return (
    <p className={className ?? 'text-sm text-muted-foreground'}>
      <time dateTime={post.date}>{formatContentDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      {post.author}
      <span aria-hidden="true"> · </span>
      {post.readingMinutes} min read
    </p>
  );
}
