import { useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useOutletContext } from 'react-router-dom';
import { useAuth } from '../auth/useAuth';
import { AuthErrorScreen } from '../pages/AuthErrorScreen';
import { LoadingScreen } from '../components/ui/LoadingScreen';
import { useInterestCompletion } from './useInterestCompletion';

interface GuardOutletContext {
  holdRedirect(hold: boolean): void;
}

/**
 * A page under a guard may hold the guard's redirect while it shows what just happened (a success
 * message after signing in, an expired-session notice) before navigating itself.
 */
function useRedirectHold() {
  const { pathname } = useLocation();
  const [heldPath, setHeldPath] = useState<string | null>(null);
  const context = useMemo<GuardOutletContext>(
    () => ({ holdRedirect: (hold) => setHeldPath(hold ? pathname : null) }),
    [pathname],
  );
  return { held: heldPath === pathname, context };
}

const ignoreHold = () => undefined;

export function useHoldGuardRedirect(): (hold: boolean) => void {
  return useOutletContext<GuardOutletContext | undefined>()?.holdRedirect ?? ignoreHold;
}

/** Signed-in pages: wait for initialisation, then send visitors to /login with where they came from. */
export function ProtectedRoute() {
  const { isInitialized, isAuthenticated, error } = useAuth();
  const location = useLocation();
  const { held, context } = useRedirectHold();
  if (!isInitialized) return <LoadingScreen />;
  if (!isAuthenticated && !held) return <Navigate to="/login" replace state={{ from: location }} />;
  if (error) return <AuthErrorScreen message={error} />;
  return <Outlet context={context} />;
}

/** The stricter guard: members who have not chosen their interests go to /interests first. */
export function InterestsCompleteRoute() {
  const completion = useInterestCompletion();
  if (completion === 'checking') return <LoadingScreen />;
  if (completion === 'incomplete') return <Navigate to="/interests" replace />;
  return <Outlet />;
}

/** Guest-only pages send signed-in members to the dashboard. */
export function GuestRoute() {
  const { isInitialized, isAuthenticated } = useAuth();
  const { held, context } = useRedirectHold();
  if (!isInitialized) return <LoadingScreen />;
  if (isAuthenticated && !held) return <Navigate to="/dashboard" replace />;
  return <Outlet context={context} />;
}
