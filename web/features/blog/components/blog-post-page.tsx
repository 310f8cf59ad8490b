import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { PageIntro } from '../../../components/page-intro';
import { Prose } from '../../../components/prose';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import type { Post, PostSummary } from '../../../content/types';
import { formatContentDate } from '../../../lib/format-content-date';
import { PostByline } from './post-byline';
import { PostTags } from './post-tags';

interface BlogPostPageProps {
  post: Post;
  /** Other posts to read next. */
  more: PostSummary[];
}

/** /blog/{slug} — one post. */
export function BlogPostPage({ post, more }: BlogPostPageProps) {
  const { meta } = post;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageIntro
        trail={[{ label: 'Home', href: paths.home }, { label: 'Blog', href: paths.blog }, { label: meta.title }]}
        title={meta.title}
        lead={meta.description}
      >
        <PostByline post={meta} className="mt-6 text-sm text-muted-foreground" />
        {meta.updated && meta.updated !== meta.date ? (
          <p className="mt-1 text-sm text-muted-foreground">
            Updated <time dateTime={meta.updated}>{formatContentDate(meta.updated)}</time>
          </p>
        ) : null}
        <div className="mt-4">
          <PostTags tags={meta.tags} />
        </div>
      </PageIntro>
      <Prose html={post.html} className="mt-10" />
      <aside aria-labelledby="check-cta" className="mt-14 rounded-xl border border-border bg-brand-soft p-6 text-brand-soft-foreground">
        <h2 id="check-cta" className="text-lg font-semibold">
          See where your site ranks
        </h2>
        <p className="mt-2">One free Google check a day without an account; three a day with a free account.</p>
        <Link to={paths.rankChecker} className={buttonClasses('primary', 'md', 'mt-4')}>
          Check a ranking
          <ArrowRight aria-hidden="true" />
        </Link>
      </aside>
      {more.length > 0 ? (
        <nav aria-labelledby="more-posts" className="mt-14">
          <h2 id="more-posts" className="text-lg font-semibold">
            More from the blog
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {more.map((other) => (
              <li key={other.slug} className="rounded-lg border border-border p-4">
                <Link to={`${paths.blog}/${other.slug}`} className="font-semibold text-brand hover:underline">
                  {other.title}
                </Link>
                <p className="mt-1 text-sm text-muted-foreground">{other.readingMinutes} min read</p>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
