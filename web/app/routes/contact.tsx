import { useSession } from '../../features/auth/hooks/use-session';
import { ContactPage } from '../../features/contact/components/contact-page';

/** /contact (public): the contact page, with a signed-in user's e-mail filled in. */
export function ContactRoute() {
  const { user } = useSession();
  return <ContactPage defaultEmail={user?.email} />;
}
