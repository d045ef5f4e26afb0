import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { drawRendersInTasksOfTheirOwn } from './renderScheduling';
import { listenForWorkerClicks } from './realtime/workerClicks';
import { rendersAsBuilt } from './prerender/rendersAsBuilt';
import { preloadHome } from './routes/preloadHome';
import { applyTheme, storedTheme } from './theme/themeStorage';
import { PRERENDERED_ATTRIBUTE } from '@flock/shared';
import './styles/global.css';

applyTheme(storedTheme());
drawRendersInTasksOfTheirOwn();
listenForWorkerClicks();
// The home's chunks are asked for in a task of their own: adding their style sheets takes a while.
setTimeout(() => preloadHome(window.location), 0);

const root = document.getElementById('root')!;
if (root.hasAttribute(PRERENDERED_ATTRIBUTE) && rendersAsBuilt()) {
  // A guest page built to HTML (prerender/guestPages.tsx) is taken over as it is.
  hydrateRoot(root, <App Router={BrowserRouter} />);
} else {
  // Any other visit (a member signed in, a notice to show) is rendered afresh: the first render
  // empties the root. It runs in a task of its own after the entry's modules (the page shows its
  // splash meanwhile), and the routes in one after that: shorter tasks on a phone's start.
  setTimeout(() => createRoot(root).render(<App Router={BrowserRouter} routesAfterFirstDraw />), 0);
}

registerServiceWorker();
