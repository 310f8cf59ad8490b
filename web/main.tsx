import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/globals.css';

// A recovery reload after a failed chunk load adds ?reload=<time> to bust caches; hide it once loaded.
const url = new URL(window.location.href);
if (url.searchParams.has('reload')) {
  url.searchParams.delete('reload');
  window.history.replaceState(window.history.state, '', url);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// index.html already shows the landing page rendered at build time, so the first client render need not
// block: as a transition React renders in small slices and the page stays responsive while it does.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
