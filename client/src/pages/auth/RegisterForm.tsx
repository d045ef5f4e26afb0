import { useId, useState, type FormEvent } from 'react';
import { DELAYS_MS, RegisterFormSchema } from '@flock/shared';
import { registerErrorMessage, registerFieldErrors } from '../../auth/errorMessages';
import { useAuth } from '../../auth/useAuth';
import { AuthLayout } from '../../components/forms/AuthLayout';
import { useDelayedRedirect } from '../../components/forms/useDelayedRedirect';
import { useZodForm } from '../../components/forms/useZodForm';
import { Alert } from '../../components/ui/Alert';
import { PasswordField } from '../../components/ui/PasswordField';
import { TextField } from '../../components/ui/TextField';
import { useHoldGuardRedirect } from '../../routes/guards';
import { GuestForm } from '../../components/forms/GuestForm';
import { AppLink } from '../../components/ui/AppLink';

const EMPTY_FORM = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

export function RegisterForm() {
  const { register } = useAuth();
  const redirectAfter = useDelayedRedirect();
  const holdRedirect = useHoldGuardRedirect();
  const form = useZodForm(RegisterFormSchema, EMPTY_FORM, {
    linkedFields: { password: ['confirmPassword'] },
  });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const termsErrorId = useId();
  const termsError = form.errors.terms;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    const input = form.validate();
    if (!input) return;
    const { confirmPassword: _confirm, terms: _terms, ...account } = input;
    setSubmitting(true);
    holdRedirect(true);
    try {
      const result = await register(account);
      if (result.requiresVerification) {
        setSuccess('Registration successful! Please check your email for your verification code.');
        redirectAfter({
          to: '/verify-email',
          state: { email: result.email ?? account.email },
          delayMs: DELAYS_MS.afterRegister,
        });
      } else {
        setSuccess('Registration successful! Redirecting to your dashboard...');
        redirectAfter({ to: '/dashboard', delayMs: DELAYS_MS.afterRegister });
      }
    } catch (failure) {
      holdRedirect(false);
      setSubmitting(false);
      form.showErrors(registerFieldErrors(failure));
      setError(registerErrorMessage(failure));
    }
  }

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Join Flock and follow the people and topics you care about."
      footer={
        <>
          {'Already have an account? '}
          <AppLink to="/login" className="auth-link">
            Sign in
          </AppLink>
        </>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
      {success && <Alert tone="success">{success}</Alert>}

      <GuestForm onSubmit={handleSubmit}>
        <div className="field-row">
          <TextField label="First name" autoComplete="given-name" required {...form.textField('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required {...form.textField('lastName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" required {...form.textField('email')} />
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.textField('username')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="At least 6 characters, with an uppercase letter, a lowercase letter and a number."
          required
          {...form.textField('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          required
          {...form.textField('confirmPassword')}
        />
        <div className="field-check">
          <label className="checkbox">
            <input
              type="checkbox"
              name="terms"
              checked={form.values.terms}
              onChange={(e) => form.setValue('terms', e.target.checked)}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? termsErrorId : undefined}
            />
            <span>
              I agree to the <AppLink to="/terms">Terms of Service</AppLink>
              {' and '}
              <AppLink to="/privacy">Privacy Policy</AppLink>
            </span>
          </label>
          {termsError && (
            <span id={termsErrorId} className="field-error" role="alert">
              {termsError}
            </span>
          )}
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
          {submitting ? 'Creating Account...' : 'Create Account'}
        </button>
      </GuestForm>
    </AuthLayout>
  );
}
