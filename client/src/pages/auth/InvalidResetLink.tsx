import { Link2Off } from 'lucide-react';
import { Link } from 'react-router-dom';
import { RESET_TOKEN_TTL_SECONDS } from '@flock/shared';
import { AuthLayout } from '../../components/forms/AuthLayout';
import { Alert } from '../../components/ui/Alert';

export function InvalidResetLink({ message }: { message: string }) {
  return (
    <AuthLayout
      title="Invalid Reset Link"
      icon={<Link2Off size={24} />}
      subtitle={`Reset links work once and only for ${RESET_TOKEN_TTL_SECONDS / 60} minutes.`}
      footer={
        <Link to="/login" className="auth-link">
          Back to login
        </Link>
      }
    >
      <Alert tone="error">{message}</Alert>
      <Link to="/forgot-password" className="btn btn-primary btn-block">
        Request New Reset Link
      </Link>
    </AuthLayout>
  );
}
