// The page's entry. The stylesheet is imported here so the build links it from index.html's head: the
// public pages rendered at build time need it for their first paint, before any of the app's code runs.
import './styles/globals.css';
import { holdEarlySubmits } from './prerender/early-input';
import { PRERENDERED_ATTRIBUTE } from './prerender/prerendered-attribute';

// React's code is evaluated in a task of its own, then the app's: a slow phone runs two shorter tasks instead of
// one it cannot answer a tap during.
const startApp = () => void import('react-dom/client').then(() => import('./main'));
const root = document.getElementById('root');

// Over a prerendered page the app's code is asked for once the page has painted, so on a slow connection the
// first paint does not share the bandwidth with the JavaScript; a form sent meanwhile waits for the app.
// Every other page has nothing to show before the app renders: start at once.
if (root?.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  holdEarlySubmits(root);
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  startApp();
}
