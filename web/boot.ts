// The page's entry. The stylesheet is imported here so the build links it from index.html's head: the
// landing page rendered into index.html needs it for its first paint, before any of the app's code runs.
import './styles/globals.css';
import { PRERENDERED_ATTRIBUTE } from './prerender/prerendered-attribute';

const startApp = () => void import('./main');

// Over the prerendered landing page the app's code is asked for once the page has painted, so on a slow
// connection the first paint does not share the bandwidth with ~140 KB of JavaScript. Every other page has
// nothing to show before the app renders: start at once.
if (document.querySelector(`#root > [${PRERENDERED_ATTRIBUTE}]`)) {
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  startApp();
}
