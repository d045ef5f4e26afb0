import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { DELAYS_MS, DeleteAccountSchema, fieldErrorMap, toFieldErrors } from '@flock/shared';
import { authApi } from '../../api/auth';
import { useAuth } from '../../auth/useAuth';
import { errorText } from '../../data/errorText';
import { Alert } from '../ui/Alert';
import { Dialog } from '../ui/Dialog';
import { PasswordField } from '../ui/PasswordField';

export const DELETE_FAILED = 'Failed to delete account. Please check your password and try again.';

type Phase = 'confirm' | 'deleting' | 'deleted';

/**
 * Danger Zone confirmation: the password, then DELETE /api/auth/account. After success the notice
 * stays for 3 seconds, the local session ends and the member lands on /login.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('confirm');
  const { logout } = useAuth();
  const navigate = useNavigate();
  const signOut = useRef<() => Promise<void>>(() => Promise.resolve());
  useEffect(() => {
    signOut.current = async () => {
      await logout();
      navigate('/login', { replace: true });
    };
  });

  useEffect(() => {
    if (phase !== 'deleted') return;
    const timer = setTimeout(() => void signOut.current(), DELAYS_MS.afterAccountDeletion);
    return () => clearTimeout(timer);
  }, [phase]);

  const close = () => {
    if (phase !== 'confirm') return;
    setPassword('');
    setFieldError(undefined);
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = DeleteAccountSchema.safeParse({ password });
    if (!parsed.success) {
      setFieldError(fieldErrorMap(toFieldErrors(parsed.error)).password);
      return;
    }
    setFieldError(undefined);
    setError(null);
    setPhase('deleting');
    try {
      await authApi.deleteAccount(parsed.data.password);
      setPhase('deleted');
    } catch (failure) {
      setPhase('confirm');
      setError(errorText(failure, DELETE_FAILED));
    }
  };

  return (
    <Dialog open={open} title="Delete Account" onClose={close} busy={phase !== 'confirm'}>
      {phase === 'deleted' ? (
        <Alert tone="success">
          <strong>Account Deleted Successfully</strong>
          <br />
          Your account has been removed. Signing you out…
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="muted">
            This permanently deletes your account and everything linked to it. Enter your password to confirm.
          </p>
          {error && <Alert tone="error">{error}</Alert>}
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            error={fieldError}
            onChange={(event) => setPassword(event.target.value)}
            disabled={phase === 'deleting'}
          />
          <div className="dialog-actions">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={close}
              disabled={phase === 'deleting'}
            >
              Cancel
            </button>
            <button type="submit" className="btn btn-danger" disabled={phase === 'deleting'}>
              {phase === 'deleting' ? 'Deleting…' : 'Delete My Account'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
