import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

/** Refusals that a plan change would lift: the message is followed by a way to the plans. */
const PLAN_CODES = new Set(['FEATURE_RESTRICTED', 'LIMIT_REACHED']);

/** The server's refusal in its own words (written for users), with the plans one step away when that helps. */
export function ServerError({ error, free }: { error: unknown; free: boolean }) {
  const message = error instanceof ApiError && error.message ? error.message : 'Something went wrong. Please try again.';
  const planLink = error instanceof ApiError && PLAN_CODES.has(error.code) && free;
  return (
    <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger-soft-foreground">
      {message}
      {planLink ? (
        <>
          {' '}
          <Link to={paths.pricing} className="underline underline-offset-2">
            See plans
          </Link>
        </>
      ) : null}
    </p>
  );
}
