import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BlogPostPage } from '../../features/blog/components/blog-post-page';
import { NotFoundPage } from '../../features/not-found/components/not-found-page';
import { loadPost, posts } from '../../content/blog';

/** The post, read before the page renders (so the build renders it into HTML), or null for an unknown slug. */
export async function blogPostLoader({ params }: LoaderFunctionArgs) {
  return loadPost(params.slug ?? '');
}

/** /blog/{slug} (public); an unknown slug is the 404 page. */
export function BlogPostRoute() {
  const post = useLoaderData<typeof blogPostLoader>();
  if (!post) return <NotFoundPage />;
  const more = posts.filter((other) => other.slug !== post.meta.slug).slice(0, 2);
  return <BlogPostPage key={post.meta.slug} post={post} more={more} />;
}
