import { Link } from 'react-router';
import { PageIntro } from '../../../components/page-intro';
import { paths } from '../../../config/paths';
import type { PostSummary } from '../../../content/types';
import { PostByline } from './post-byline';
import { PostTags } from './post-tags';

/** /blog — every post, newest first. */
export function BlogIndexPage({ posts }: { posts: PostSummary[] }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageIntro
        title="The Rank Checker blog"
        lead="How search engines rank pages, how to measure it honestly, and what to do with the numbers."
      />
      <ol className="mt-10 grid gap-6">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className="relative rounded-xl border border-border bg-card p-5 shadow-sm transition-colors focus-within:border-brand hover:border-brand sm:p-6">
              <PostByline post={post} />
              <h2 className="mt-2 text-xl font-semibold tracking-tight text-balance">
                {/* The whole card is the link's target area; the heading stays the link's name. */}
                <Link to={`${paths.blog}/${post.slug}`} className="rounded-sm after:absolute after:inset-0 after:content-['']">
                  {post.title}
                </Link>
              </h2>
              <p className="mt-2 text-muted-foreground">{post.description}</p>
              <div className="relative mt-4">
                <PostTags tags={post.tags} />
              </div>
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}
