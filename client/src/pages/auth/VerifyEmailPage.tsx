import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../../auth/useAuth';
import { VerifyEmailForm } from './VerifyEmailForm';

function emailFromState(state: unknown): string | null {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email !== '' ? email : null;
}

/** The address comes from the page that sent the visitor here, else from the pending registration. */
export default function VerifyEmailPage() {
  const location = useLocation();
  const { pendingVerification } = useAuth();
  // Fixed at entry: signing in clears the pending address while this page is still on screen.
  const [email] = useState(() => emailFromState(location.state) ?? pendingVerification);
  if (!email) return <Navigate to="/register" replace />;
  return <VerifyEmailForm email={email} />;
}
