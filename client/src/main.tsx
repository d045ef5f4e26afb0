import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from './auth/AuthProvider';
import { ErrorBoundary } from './components/ErrorBoundary';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { listenForWorkerClicks } from './realtime/workerClicks';
import { AppRoutes } from './routes/AppRoutes';
import { ThemeProvider } from './theme/ThemeProvider';
import { applyTheme, storedTheme } from './theme/themeStorage';
import './styles/global.css';

applyTheme(storedTheme());
listenForWorkerClicks();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary>
      <BrowserRouter>
        <AuthProvider>
          <ThemeProvider>
            <AppRoutes />
          </ThemeProvider>
        </AuthProvider>
      </BrowserRouter>
    </ErrorBoundary>
    <UpdatePrompt />
  </StrictMode>,
);

registerServiceWorker();
