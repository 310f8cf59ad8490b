import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/** errorElement of the root route: loader, lazy-load and render errors of any page end up here. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return <ErrorScreen error={new Error(`${error.status} ${error.statusText}`)} />;
  }
  return <ErrorScreen error={error} />;
}
