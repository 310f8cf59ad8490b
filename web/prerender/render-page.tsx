import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { PRERENDERED_ATTRIBUTE } from './prerendered-attribute';

/**
 * A public page as a first-time visitor sees it before any JavaScript runs (the session still loading, so
 * the guest view), rendered at build time into its HTML so it paints as soon as the HTML and CSS arrive and
 * crawlers read it without running scripts. The client then renders the live app over it.
 */
export async function renderPage(origin: string, path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${origin}${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status})`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProvider>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
  // The content security policy forbids inline scripts, and the client render replaces this markup anyway.
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  // Inert until the app takes over: nothing typed into a form that is about to be replaced can be lost, and no
  // click lands on a button that does nothing yet.
  return `<div ${PRERENDERED_ATTRIBUTE} inert>${markup}</div>`;
}
