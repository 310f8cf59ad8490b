import { Link } from 'react-router';
import Mail from 'lucide-react/icons/mail';
import { buttonClasses, type ButtonVariant } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** Said wherever a paid plan would be bought while online payment is off. */
export const UPGRADE_OFFLINE_TITLE = "Upgrading online isn't available right now";

/**
 * Where a payment button would be while plans cannot be bought online: the way to upgrade anyway, through
 * the contact page.
 */
export function ContactToUpgrade({ variant = 'outline', className }: { variant?: ButtonVariant; className?: string }) {
  return (
    <Link to={paths.contact} className={buttonClasses(variant, 'md', className)}>
      <Mail aria-hidden="true" />
      Contact us to upgrade
    </Link>
  );
}
