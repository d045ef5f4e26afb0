import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../auth/useAuth';
import { AuthErrorScreen } from '../pages/AuthErrorScreen';
import { LoadingScreen } from '../components/ui/LoadingScreen';
import { useInterestCompletion } from './useInterestCompletion';

/** Signed-in pages: wait for initialisation, then send visitors to /login with where they came from. */
export function ProtectedRoute() {
  const { isInitialized, isAuthenticated, error } = useAuth();
  const location = useLocation();
  if (!isInitialized) return <LoadingScreen />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  if (error) return <AuthErrorScreen message={error} />;
  return <Outlet />;
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
  if (!isInitialized) return <LoadingScreen />;
  if (isAuthenticated) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
