import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { listenForWorkerClicks } from './realtime/workerClicks';
import { preloadHome } from './routes/preloadHome';
import { applyTheme, storedTheme } from './theme/themeStorage';
import { PRERENDERED_ATTRIBUTE } from '@flock/shared';
import './styles/global.css';

applyTheme(storedTheme());
listenForWorkerClicks();
preloadHome(window.location);

const root = document.getElementById('root')!;
const app = <App Router={BrowserRouter} />;
if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  // A guest page built to HTML (prerender/guestPages.tsx) is taken over as it is. Where this visit
  // renders something else (a member signed in, a notice to show), React renders that part afresh:
  // an expected outcome, not an error to report.
  hydrateRoot(root, app, { onRecoverableError: () => undefined });
} else {
  // As a transition the first render runs in slices of a few milliseconds, not as one long task.
  startTransition(() => createRoot(root).render(app));
}

registerServiceWorker();
