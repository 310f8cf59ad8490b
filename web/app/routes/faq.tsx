import { useLoaderData } from 'react-router';
import { FaqPage } from '../../features/site-pages/components/faq-page';
import { loadFaq } from '../../content/pages';

export const faqLoader = () => loadFaq();

/** /faq (public). */
export function FaqRoute() {
  return <FaqPage faq={useLoaderData<typeof faqLoader>()} />;
}
