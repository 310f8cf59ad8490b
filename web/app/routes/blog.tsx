import { BlogIndexPage } from '../../features/blog/components/blog-index-page';
import { posts } from '../../content/blog';

/** /blog (public). */
export function BlogRoute() {
  return <BlogIndexPage posts={posts} />;
}
