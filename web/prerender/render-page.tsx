import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';

/**
 * A public page as a first-time visitor sees it before any JavaScript runs (the session still loading, so
 * the guest view), rendered at build time into its HTML so it paints as soon as the HTML and CSS arrive and
 * crawlers read it without running scripts. The client then hydrates it: the same tree, adopted, not redrawn.
 */
export async function renderPage(origin: string, path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${origin}${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status})`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProvider>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
}
