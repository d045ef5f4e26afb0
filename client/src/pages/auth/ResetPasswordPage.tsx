import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PASSWORD_MESSAGES } from '../../auth/errorMessages';
import { InvalidResetLink } from './InvalidResetLink';
import { ResetPasswordForm } from './ResetPasswordForm';

/** Open to everyone: the token in the link is what authorises the change. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [invalidReason, setInvalidReason] = useState<string | null>(null);

  if (!token) return <InvalidResetLink message={PASSWORD_MESSAGES.resetMissingToken} />;
  if (invalidReason) return <InvalidResetLink message={invalidReason} />;
  return <ResetPasswordForm token={token} onInvalidLink={setInvalidReason} />;
}
