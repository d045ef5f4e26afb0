import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { listenForWorkerClicks } from './realtime/workerClicks';
import { applyTheme, storedTheme } from './theme/themeStorage';
import { PRERENDERED_ATTRIBUTE } from '@flock/shared';
import './styles/global.css';

applyTheme(storedTheme());
listenForWorkerClicks();

const root = document.getElementById('root')!;
const app = <App Router={BrowserRouter} />;
if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  // A guest page built to HTML (prerender/guestPages.tsx) is taken over as it is. Where this visit
  // renders something else (a member signed in, a notice to show), React renders that part afresh:
  // an expected outcome, not an error to report.
  hydrateRoot(root, app, { onRecoverableError: () => undefined });
} else {
  createRoot(root).render(app);
}

registerServiceWorker();
