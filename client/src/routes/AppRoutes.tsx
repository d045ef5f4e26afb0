import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingScreen } from '../components/ui/LoadingScreen';
import { GuestRoute, InterestsCompleteRoute, ProtectedRoute } from './guards';

// Every page is its own chunk: the sign-in pages stay small and the dashboard loads after sign-in.
const LoginPage = lazy(() => import('../pages/auth/LoginPage'));
const RegisterPage = lazy(() => import('../pages/auth/RegisterPage'));
const VerifyEmailPage = lazy(() => import('../pages/auth/VerifyEmailPage'));
const ForgotPasswordPage = lazy(() => import('../pages/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../pages/auth/ResetPasswordPage'));
const InterestsPage = lazy(() => import('../pages/interests/InterestsPage'));
const DashboardPage = lazy(() => import('../pages/dashboard/DashboardPage'));
const StaticPage = lazy(() => import('../pages/StaticPage'));
const SupportPage = lazy(() => import('../pages/support/SupportPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const AdLinkPage = lazy(() => import('../pages/ad/AdLinkPage'));

/** Spec 000 section 2, route table and guards. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />

        <Route element={<GuestRoute />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        </Route>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />

        <Route element={<ProtectedRoute />}>
          <Route path="/interests" element={<InterestsPage />} />
          <Route path="/ad/:id" element={<AdLinkPage />} />
          <Route element={<InterestsCompleteRoute />}>
            {DASHBOARD_PATHS.map((path) => (
              <Route key={path} path={path} element={<DashboardPage />} />
            ))}
          </Route>
        </Route>

        <Route path="/terms" element={<StaticPage page="terms" />} />
        <Route path="/privacy" element={<StaticPage page="privacy" />} />
        <Route path="/support" element={<SupportPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

/** One layout serves all of these; it picks the section from the path. */
export const DASHBOARD_PATHS = [
  '/dashboard',
  '/profile',
  '/profile/:username',
  '/settings',
  '/explore',
  '/notifications',
  '/messages',
  '/bookmarks',
  '/lists',
  '/advertiser',
  '/hashtag/:hashtag',
  '/drafts',
  '/scheduled',
  '/post/:id',
];
