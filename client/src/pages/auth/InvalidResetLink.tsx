import { Link2Off } from 'lucide-react';
import { RESET_TOKEN_TTL_SECONDS } from '@flock/shared';
import { AuthLayout } from '../../components/forms/AuthLayout';
import { Alert } from '../../components/ui/Alert';
import { AppLink } from '../../components/ui/AppLink';

export function InvalidResetLink({ message }: { message: string }) {
  return (
    <AuthLayout
      title="Invalid Reset Link"
      icon={<Link2Off size={24} />}
      subtitle={`Reset links work once and only for ${RESET_TOKEN_TTL_SECONDS / 60} minutes.`}
      footer={
        <AppLink to="/login" className="auth-link">
          Back to login
        </AppLink>
      }
    >
      <Alert tone="error">{message}</Alert>
      <AppLink to="/forgot-password" className="btn btn-primary btn-block">
        Request New Reset Link
      </AppLink>
    </AuthLayout>
  );
}
