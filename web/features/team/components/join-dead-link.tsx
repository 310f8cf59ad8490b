import CircleX from 'lucide-react/icons/circle-x';
import MailX from 'lucide-react/icons/mail-x';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { JoinLayout } from './join-layout';

/** An invitation link that does not work (used, revoked, expired or cut short): the server's reason, and a way home. */
export function JoinDeadLink({ message }: { message: string }) {
  return (
    <JoinLayout title="This invitation cannot be used" icon={<MailX aria-hidden="true" />}>
      <Alert tone="danger" role="alert" icon={<CircleX aria-hidden="true" />} title={message} />
      <p className="text-sm text-muted-foreground">The person who invited you can send a new invitation from their team settings.</p>
      <Link to={paths.home} className={buttonClasses('outline', 'lg', 'w-full')}>
        Go to the home page
      </Link>
    </JoinLayout>
  );
}
