import { useState, useSyncExternalStore } from 'react';
import { currentUpdate, dismissUpdate, subscribeToUpdates, type UpdateOffer } from './updateStore';
import './updatePrompt.css';

/**
 * "Update available" at the bottom of the screen when a new version is waiting. Reloading is the
 * member's choice (they may be composing); Later hides it until the next start or the next version.
 */
export function UpdatePrompt() {
  const offer = useSyncExternalStore(subscribeToUpdates, currentUpdate, currentUpdate);
  const [applied, setApplied] = useState<UpdateOffer | null>(null);

  // The live region stays in the page so its content is announced when it appears.
  return (
    <div role="status" className="update-prompt-region">
      {offer && (
        <div className="update-prompt">
          <span>Update available</span>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={applied === offer}
            onClick={() => {
              setApplied(offer);
              offer.apply();
            }}
          >
            Reload
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={dismissUpdate}>
            Later
          </button>
        </div>
      )}
    </div>
  );
}
