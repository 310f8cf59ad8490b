/**
 * The page the service worker shows for a navigation it cannot answer while offline. It stands alone:
 * styles inline (the CSP allows inline styles, not scripts), no JavaScript, no other file to load, and the
 * colours of web/styles/globals.css for light and dark. "Retry" is a link to the page itself (an empty href
 * is the document's own address, which is the page that was asked for), so it works without JavaScript.
 */
export function renderOfflinePage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>You're offline — Rank Checker</title>
    <meta name="robots" content="noindex" />
    <meta name="theme-color" content="#4338ca" media="(prefers-color-scheme: light)" />
    <meta name="theme-color" content="#0b1020" media="(prefers-color-scheme: dark)" />
    <meta name="color-scheme" content="light dark" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>
      :root {
        --background: #ffffff; --foreground: #0f172a; --muted-foreground: #475569; --border: #e2e8f0;
        --card: #ffffff; --brand: #4338ca; --brand-hover: #3730a3; --brand-foreground: #ffffff;
        --input: #cbd5e1; --muted: #f1f5f9; --ring: #4338ca; color-scheme: light dark;
      }
      @media (prefers-color-scheme: dark) {
        :root {
          --background: #0b1020; --foreground: #e2e8f0; --muted-foreground: #a3b0c4; --border: #27314d;
          --card: #111831; --brand: #a5b4fc; --brand-hover: #c7d2fe; --brand-foreground: #111827;
          --input: #3a4666; --muted: #19213a; --ring: #a5b4fc;
        }
      }
      * { box-sizing: border-box; }
      body {
        margin: 0; min-height: 100svh; display: grid; place-items: center; padding: 1.5rem;
        background: var(--background); color: var(--foreground);
        font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
        -webkit-font-smoothing: antialiased;
      }
      main {
        width: 100%; max-width: 28rem; padding: 2rem 1.5rem; text-align: center;
        background: var(--card); border: 1px solid var(--border); border-radius: 1rem;
        box-shadow: 0 1px 3px rgb(15 23 42 / 0.08);
      }
      .brand { display: inline-flex; align-items: center; gap: 0.5rem; font-weight: 600; font-size: 1rem; }
      .brand svg { width: 2rem; height: 2rem; }
      h1 { margin: 1.5rem 0 0.5rem; font-size: 1.5rem; line-height: 2rem; }
      p { margin: 0; color: var(--muted-foreground); line-height: 1.5rem; }
      .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; justify-content: center; margin-top: 1.5rem; }
      .button {
        display: inline-flex; align-items: center; justify-content: center; height: 2.75rem; padding: 0 1.25rem;
        border-radius: 0.5rem; font-size: 0.875rem; font-weight: 500; text-decoration: none;
      }
      .button:focus-visible { outline: 2px solid var(--ring); outline-offset: 2px; }
      .primary { background: var(--brand); color: var(--brand-foreground); }
      .primary:hover { background: var(--brand-hover); }
      .outline { border: 1px solid var(--input); color: var(--foreground); }
      .outline:hover { background: var(--muted); }
      @media (max-width: 420px) {
        .actions { flex-direction: column; }
      }
    </style>
  </head>
  <body>
    <main>
      <span class="brand">
        <svg viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="var(--brand)" />
          <path d="M8 23v-5M13.5 23v-9M19 23v-7M24.5 23V9" stroke="var(--brand-foreground)" stroke-width="3" stroke-linecap="round" />
        </svg>
        Rank Checker
      </span>
      <h1>You're offline</h1>
      <p>This page needs a connection. Check that you are online, then try again.</p>
      <div class="actions">
        <a class="button primary" href="">Retry</a>
        <a class="button outline" href="/">Go to the home page</a>
      </div>
    </main>
  </body>
</html>
`;
}
