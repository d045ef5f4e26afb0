import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { RESET_TOKEN_TTL_SECONDS } from '@flock/shared';
import { PASSWORD_MESSAGES } from '../../auth/errorMessages';
import { AuthLayout } from '../../components/forms/AuthLayout';
import { Alert } from '../../components/ui/Alert';
import { AppLink } from '../../components/ui/AppLink';

interface ResetEmailSentProps {
  error: string;
  sending: boolean;
  onSendAgain(): Promise<boolean>;
}

export function ResetEmailSent({ error, sending, onSendAgain }: ResetEmailSentProps) {
  const [sentAgain, setSentAgain] = useState(false);

  async function sendAgain() {
    setSentAgain(false);
    setSentAgain(await onSendAgain());
  }

  return (
    <AuthLayout
      title="Check Your Email"
      icon={<MailCheck size={24} />}
      subtitle={PASSWORD_MESSAGES.forgotSent}
      footer={
        <AppLink to="/login" className="auth-link">
          Back to login
        </AppLink>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
      {sentAgain && <Alert tone="success">We sent another reset email.</Alert>}
      <h2 className="auth-steps-title">Next steps</h2>
      <ol className="auth-steps">
        <li>Open the email from Flock in your inbox.</li>
        <li>Can&apos;t find it? Check your spam or junk folder.</li>
        <li>
          Follow the link within <strong>{RESET_TOKEN_TTL_SECONDS / 60} minutes</strong>, before it expires.
        </li>
        <li>Choose a new password and sign in with it.</li>
      </ol>
      <button
        type="button"
        className="btn btn-secondary btn-block"
        onClick={() => void sendAgain()}
        disabled={sending}
      >
        {sending ? 'Sending...' : 'Send Another Reset Email'}
      </button>
    </AuthLayout>
  );
}
