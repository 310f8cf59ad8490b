import { Link } from 'react-router';
import CircleGauge from 'lucide-react/icons/circle-gauge';
import type { PageSpeedState } from '../../../../../contracts/seo-snapshot';
import { Alert } from '../../../../components/ui/alert';
import { paths } from '../../../../config/paths';

type Unavailable = Extract<PageSpeedState, { status: 'unavailable' }>;

const LINK = 'font-medium underline underline-offset-2';

/** Why there is no score (the server's words), and what the user can do about it when there is something. */
export function PageSpeedUnavailable({ state }: { state: Unavailable }) {
  // Not being signed in, or a server without PageSpeed, are how things are, not failures.
  const expected = state.reason === 'sign_in' || state.reason === 'not_configured';
  return (
    <Alert tone={expected ? 'brand' : 'warning'} icon={<CircleGauge aria-hidden="true" />} title="PageSpeed unavailable">
      <p>{state.message}</p>
      {state.reason === 'sign_in' ? (
        <p className="mt-2">
          <Link to={paths.login} className={LINK}>
            Sign in
          </Link>{' '}
          or{' '}
          <Link to={paths.signup} className={LINK}>
            sign up free
          </Link>{' '}
          to measure page speed with Google PageSpeed Insights.
        </p>
      ) : null}
      {state.reason === 'not_configured' ? (
        <p className="mt-2">The site’s administrator can turn on PageSpeed measurement for this server.</p>
      ) : null}
    </Alert>
  );
}
