import { useState, type FormEvent } from 'react';
import { DELAYS_MS, ResetPasswordFormSchema } from '@flock/shared';
import { authApi } from '../../api/auth';
import { isApiError } from '../../api/ApiError';
import { isInvalidResetLinkError, PASSWORD_MESSAGES, resetErrorMessage } from '../../auth/errorMessages';
import { AuthLayout } from '../../components/forms/AuthLayout';
import { PasswordStrengthMeter } from '../../components/forms/PasswordStrengthMeter';
import { useDelayedRedirect } from '../../components/forms/useDelayedRedirect';
import { useZodForm } from '../../components/forms/useZodForm';
import { Alert } from '../../components/ui/Alert';
import { PasswordField } from '../../components/ui/PasswordField';

interface ResetPasswordFormProps {
  token: string;
  onInvalidLink(message: string): void;
}

export function ResetPasswordForm({ token, onInvalidLink }: ResetPasswordFormProps) {
  const redirectAfter = useDelayedRedirect();
  const form = useZodForm(
    ResetPasswordFormSchema,
    { token, password: '', confirmPassword: '' },
    { linkedFields: { password: ['confirmPassword'] } },
  );
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    const input = form.validate();
    if (!input) return;
    setSubmitting(true);
    try {
      await authApi.resetPassword(input.token, input.password);
      setDone(true);
      redirectAfter({
        to: '/login',
        state: { notice: PASSWORD_MESSAGES.resetSucceeded },
        delayMs: DELAYS_MS.afterPasswordReset,
      });
    } catch (failure) {
      setSubmitting(false);
      if (isInvalidResetLinkError(failure)) return onInvalidLink(resetErrorMessage(failure));
      if (isApiError(failure)) form.showErrors(failure.fieldErrors);
      setError(resetErrorMessage(failure));
    }
  }

  return (
    <AuthLayout title="Choose a new password" subtitle="Pick a password you don't use anywhere else.">
      {error && <Alert tone="error">{error}</Alert>}
      {done && <Alert tone="success">Password reset successful! Redirecting you to sign in...</Alert>}
      <form onSubmit={handleSubmit} noValidate>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          {...form.textField('password')}
        />
        <PasswordStrengthMeter password={form.values.password} />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          required
          {...form.textField('confirmPassword')}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
          {submitting ? 'Resetting...' : 'Reset Password'}
        </button>
      </form>
    </AuthLayout>
  );
}
