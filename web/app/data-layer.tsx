import { Outlet } from 'react-router';
import { WithDataLayer } from '../components/with-data-layer';
import { createQueryClient } from '../lib/query-client';
import { installQueryClient } from '../lib/query-client-loader';

/**
 * The app's query client, made as this route's chunk (which carries the data layer) arrives: the pages below
 * render with it from their first frame.
 */
export function installDataLayer(): void {
  installQueryClient(createQueryClient);
}

/**
 * Layout route around every page that reads data with react-query (all but the public pages, which do not load
 * it: decision 005). The router has loaded this chunk, and with it the client, before a page below renders.
 */
export function DataLayer() {
  return (
    <WithDataLayer>
      <Outlet />
    </WithDataLayer>
  );
}
