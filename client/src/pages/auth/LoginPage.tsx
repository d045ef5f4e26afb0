import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DELAYS_MS, LoginSchema } from '@flock/shared';
import { AUTH_NOTICE_KEY } from '../../auth/AuthProvider';
import { isEmailNotVerifiedError, loginErrorMessage } from '../../auth/errorMessages';
import { useAuth } from '../../auth/useAuth';
import { AuthLayout } from '../../components/forms/AuthLayout';
import { useDelayedRedirect } from '../../components/forms/useDelayedRedirect';
import { useZodForm } from '../../components/forms/useZodForm';
import { Alert } from '../../components/ui/Alert';
import { PasswordField } from '../../components/ui/PasswordField';
import { TextField } from '../../components/ui/TextField';
import { useHoldGuardRedirect } from '../../routes/guards';
import { SocialSignIn } from './SocialSignIn';
import { GuestForm } from '../../components/forms/GuestForm';
import { AppLink } from '../../components/ui/AppLink';

interface LoginLocationState {
  from?: { pathname?: string; search?: string; hash?: string };
  notice?: string;
}

function destinationAfterLogin(state: LoginLocationState | null): string {
  const from = state?.from;
  if (!from?.pathname || from.pathname === '/login') return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export default function LoginPage() {
  const { login } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const redirectAfter = useDelayedRedirect();
  const holdRedirect = useHoldGuardRedirect();
  const state = location.state as LoginLocationState | null;
  const form = useZodForm(LoginSchema, { email: '', password: '' });
  const [rememberMe, setRememberMe] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const [succeeded, setSucceeded] = useState(false);
  const [authNotice] = useState(() => sessionStorage.getItem(AUTH_NOTICE_KEY));
  // The notes brought to this page (a reset that worked, a session that ended) are about what came
  // before; once the member tries to sign in, only what this attempt says is shown.
  const [noticesShown, setNoticesShown] = useState(true);

  useEffect(() => {
    sessionStorage.removeItem(AUTH_NOTICE_KEY);
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    setNoticesShown(false);
    const input = form.validate();
    if (!input) return;
    setSubmitting(true);
    holdRedirect(true);
    try {
      await login(input);
      setSucceeded(true);
      redirectAfter({ to: destinationAfterLogin(state), delayMs: DELAYS_MS.afterLogin });
    } catch (failure) {
      holdRedirect(false);
      setSubmitting(false);
      if (isEmailNotVerifiedError(failure)) {
        navigate('/verify-email', { state: { email: input.email } });
        return;
      }
      setError(loginErrorMessage(failure));
    }
  }

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to catch up with your flock."
      footer={
        <>
          {"Don't have an account? "}
          <AppLink to="/register" className="auth-link">
            Sign up
          </AppLink>
        </>
      }
    >
      {noticesShown && state?.notice && <Alert tone="success">{state.notice}</Alert>}
      {noticesShown && authNotice && <Alert tone="info">{authNotice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {succeeded && <Alert tone="success">Login successful! Redirecting...</Alert>}

      <GuestForm onSubmit={handleSubmit}>
        <TextField label="Email" type="email" autoComplete="email" required {...form.textField('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          {...form.textField('password')}
        />
        <div className="auth-options">
          <label className="checkbox">
            <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
            Remember me
          </label>
          <AppLink to="/forgot-password" className="auth-link">
            Forgot password?
          </AppLink>
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
          {submitting ? 'Signing In...' : 'Sign In'}
        </button>
      </GuestForm>

      <SocialSignIn />
    </AuthLayout>
  );
}
