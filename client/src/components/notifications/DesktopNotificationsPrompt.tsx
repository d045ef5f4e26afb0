import { useState } from 'react';
import { BellRing } from 'lucide-react';

const supported = () => typeof Notification !== 'undefined';

/**
 * Desktop notifications need the browser's permission, asked for only when the member chooses to
 * (a prompt on page load would be refused by the browser, or by the member).
 */
export function DesktopNotificationsPrompt() {
  const [permission, setPermission] = useState(() => (supported() ? Notification.permission : 'denied'));
  if (permission !== 'default') return null;
  const ask = async () => setPermission(await Notification.requestPermission());
  return (
    <div className="card notification-permission">
      <span className="notification-permission-icon" aria-hidden="true">
        <BellRing size={20} />
      </span>
      <p>
        <strong>Get desktop notifications</strong>
        <span className="muted"> while Flock is in the background.</span>
      </p>
      <button type="button" className="btn btn-primary btn-sm" onClick={() => void ask()}>
        Turn on
      </button>
    </div>
  );
}
