import { useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { SettingsCard } from './SettingsCard';

export function DangerZoneCard() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard title="Danger Zone" icon={TriangleAlert} tone="danger">
      <div className="setting-row">
        <div className="setting-text">
          <span className="setting-label">Delete account</span>
          <span className="setting-description">
            Permanently remove your account, your posts and everything linked to them. This cannot be undone.
          </span>
        </div>
        <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
          Delete Account
        </button>
      </div>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </SettingsCard>
  );
}
