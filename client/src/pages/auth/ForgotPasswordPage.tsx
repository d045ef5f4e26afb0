import { useState, type FormEvent } from 'react';
import { ForgotPasswordSchema } from '@flock/shared';
import { authApi } from '../../api/auth';
import { isApiError } from '../../api/ApiError';
import { forgotErrorMessage, isUnknownEmailAnswer } from '../../auth/errorMessages';
import { AuthLayout } from '../../components/forms/AuthLayout';
import { useZodForm } from '../../components/forms/useZodForm';
import { Alert } from '../../components/ui/Alert';
import { TextField } from '../../components/ui/TextField';
import { ResetEmailSent } from './ResetEmailSent';
import { GuestForm } from '../../components/forms/GuestForm';
import { AppLink } from '../../components/ui/AppLink';

/** Asks for a reset link; unknown addresses get the same answer as known ones. */
export default function ForgotPasswordPage() {
  const form = useZodForm(ForgotPasswordSchema, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');

  /** True when the request went through (or the address is unknown, which looks the same). */
  async function send(email: string): Promise<boolean> {
    setError('');
    setSending(true);
    try {
      await authApi.forgotPassword(email);
      return true;
    } catch (failure) {
      if (isUnknownEmailAnswer(failure)) return true;
      if (isApiError(failure)) form.showErrors(failure.fieldErrors);
      setError(forgotErrorMessage(failure));
      return false;
    } finally {
      setSending(false);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate();
    if (input && (await send(input.email))) setSentTo(input.email);
  }

  if (sentTo) return <ResetEmailSent error={error} sending={sending} onSendAgain={() => send(sentTo)} />;

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we'll send you a link to choose a new password."
      footer={
        <AppLink to="/login" className="auth-link">
          Back to login
        </AppLink>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
      <GuestForm onSubmit={handleSubmit}>
        <TextField label="Email" type="email" autoComplete="email" required {...form.textField('email')} />
        <button type="submit" className="btn btn-primary btn-block" disabled={sending}>
          {sending ? 'Sending...' : 'Send Reset Link'}
        </button>
      </GuestForm>
    </AuthLayout>
  );
}
