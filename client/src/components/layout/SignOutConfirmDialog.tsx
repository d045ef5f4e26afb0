import { Dialog } from '../ui/Dialog';

interface SignOutConfirmDialogProps {
  unsent: number;
  onStay(): void;
  onSignOut(): void;
}

/** Signing out deletes this device's copy of the member's data, unsent writes included: say so first. */
export function SignOutConfirmDialog({ unsent, onStay, onSignOut }: SignOutConfirmDialogProps) {
  const changes = unsent === 1 ? '1 change has' : `${unsent} changes have`;
  return (
    <Dialog open={unsent > 0} title="Sign out?" onClose={onStay}>
      <p>
        {changes} not been sent yet. Signing out deletes {unsent === 1 ? 'it' : 'them'} from this device.
      </p>
      <p className="muted">Stay signed in and they are sent as soon as you are back online.</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onStay}>
          Stay signed in
        </button>
        <button type="button" className="btn btn-danger" onClick={onSignOut}>
          Sign out anyway
        </button>
      </div>
    </Dialog>
  );
}
