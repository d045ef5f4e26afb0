import { useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { OTP_LENGTH, OTP_TTL_SECONDS, OtpSchema, RESEND_COOLDOWN_SECONDS } from '@flock/shared';
import { authApi } from '../../api/auth';
import { cooldownAfterResendError, resendErrorMessage, verifyErrorMessage } from '../../auth/errorMessages';
import { useAuth } from '../../auth/useAuth';
import { AuthLayout } from '../../components/forms/AuthLayout';
import { OtpInput } from '../../components/forms/OtpInput';
import { Alert } from '../../components/ui/Alert';
import { formatCountdown, useResendCooldown } from './useResendCooldown';
import { AppLink } from '../../components/ui/AppLink';
import './verifyEmail.css';

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');

export function VerifyEmailForm({ email }: { email: string }) {
  const { verifyEmail } = useAuth();
  const navigate = useNavigate();
  const { secondsLeft, start: startCooldown } = useResendCooldown(email);
  const [digits, setDigits] = useState(emptyCode);
  const [codeError, setCodeError] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);

  function changeDigits(next: string[]) {
    setDigits(next);
    if (codeError && OtpSchema.safeParse(next.join('')).success) setCodeError('');
  }

  async function verify(code: string) {
    setError('');
    setNotice('');
    const parsed = OtpSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setCodeError('');
    setVerifying(true);
    try {
      await verifyEmail(email, parsed.data);
      navigate('/interests', { replace: true });
    } catch (failure) {
      setVerifying(false);
      setError(verifyErrorMessage(failure));
    }
  }

  async function resend() {
    setError('');
    setNotice('');
    setResending(true);
    try {
      const result = await authApi.resendVerification(email);
      startCooldown(result?.cooldownSecondsLeft || RESEND_COOLDOWN_SECONDS);
      setDigits(emptyCode());
      setNotice('A new verification code has been sent to your email.');
    } catch (failure) {
      setError(resendErrorMessage(failure));
      const cooldown = cooldownAfterResendError(failure);
      if (cooldown) startCooldown(cooldown);
    } finally {
      setResending(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void verify(digits.join(''));
  }

  return (
    <AuthLayout
      title="Verify your email"
      icon={<MailCheck size={24} />}
      subtitle={
        <>
          We sent a {OTP_LENGTH}-digit code to <strong>{email}</strong>. It expires in {OTP_TTL_SECONDS / 60}{' '}
          minutes.
        </>
      }
      footer={
        <AppLink to="/register" className="auth-link">
          Back to registration
        </AppLink>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}

      <form onSubmit={handleSubmit} noValidate>
        <OtpInput
          label="Verification code"
          digits={digits}
          onChange={changeDigits}
          onComplete={(code) => void verify(code)}
          error={codeError}
          disabled={verifying}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={verifying}>
          {verifying ? 'Verifying...' : 'Verify Email'}
        </button>
      </form>

      <p className="auth-resend">
        <span className="muted">Didn&apos;t get the code?</span>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => void resend()}
          disabled={resending || secondsLeft > 0}
        >
          {secondsLeft > 0
            ? `Resend code in ${formatCountdown(secondsLeft)}`
            : resending
              ? 'Sending...'
              : 'Resend code'}
        </button>
      </p>
    </AuthLayout>
  );
}
