import Users from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { WORKSPACE_SEATS } from '../../../../core/workspaces/roles';

/** The plan shares with nobody: what teams are and which plans have them. */
export function TeamUpsell() {
  return (
    <Alert tone="brand" role="status" icon={<Users aria-hidden="true" />} title={`Teams are part of Pro (${WORKSPACE_SEATS.pro} people) and Enterprise (${WORKSPACE_SEATS.enterprise}).`}>
      <p>
        Invite colleagues to track keywords and share reports with you, and clients to see the rankings of their own sites, each in your account.{' '}
        <Link to={paths.pricing} className="rounded-sm font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          Compare plans
        </Link>
      </p>
    </Alert>
  );
}
