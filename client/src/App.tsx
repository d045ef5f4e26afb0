import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { AuthProvider } from './auth/AuthProvider';
import { ErrorBoundary } from './components/ErrorBoundary';
import { AfterFirstDraw } from './components/ui/AfterFirstDraw';
import { LoadingScreen } from './components/ui/LoadingScreen';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { AppRoutes } from './routes/AppRoutes';
import { ThemeProvider } from './theme/ThemeProvider';

/**
 * The whole app under a router: the browser's in the page, a fixed location when the guest pages are
 * rendered to HTML at build time (prerender/guestPages.tsx). Both must render the same tree, so the
 * page can take over the prerendered HTML as it is. `routesAfterFirstDraw` (a start rendered afresh
 * only) draws the routes in a task after the providers' first render.
 */
export function App({
  Router,
  routesAfterFirstDraw = false,
}: {
  Router: ComponentType<{ children: ReactNode }>;
  routesAfterFirstDraw?: boolean;
}) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <Router>
          <AuthProvider>
            <ThemeProvider>
              {routesAfterFirstDraw ? (
                <AfterFirstDraw fallback={<LoadingScreen />}>
                  <AppRoutes />
                </AfterFirstDraw>
              ) : (
                <AppRoutes />
              )}
            </ThemeProvider>
          </AuthProvider>
        </Router>
      </ErrorBoundary>
      <UpdatePrompt />
    </StrictMode>
  );
}
