import { MailCheck } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../components/forms/AuthLayout';
import { AppLink } from '../../components/ui/AppLink';

interface PendingVerificationNoticeProps {
  email: string;
  onRegisterAnother(): void;
}

export function PendingVerificationNotice({ email, onRegisterAnother }: PendingVerificationNoticeProps) {
  const navigate = useNavigate();
  return (
    <AuthLayout
      title="Check your email"
      icon={<MailCheck size={24} />}
      subtitle={
        <>
          Verification pending for <strong>{email}</strong>. Enter the 6-digit code we sent to finish creating
          your account.
        </>
      }
      footer={
        <>
          Already verified?{' '}
          <AppLink to="/login" className="auth-link">
            Sign in
          </AppLink>
        </>
      }
    >
      <div className="auth-stack">
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => navigate('/verify-email', { state: { email } })}
        >
          Enter Verification Code
        </button>
        <button type="button" className="btn btn-secondary btn-block" onClick={onRegisterAnother}>
          Register a different account
        </button>
      </div>
    </AuthLayout>
  );
}
