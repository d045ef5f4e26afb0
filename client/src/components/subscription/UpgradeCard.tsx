import { Crown } from 'lucide-react';
import { PREMIUM_PRICE_LABEL } from '@flock/shared';

interface UpgradeCardProps {
  /** Why the button cannot be used now (offline, not configured), or null. */
  blockedBy: string | null;
  busy: boolean;
  onBuy(): void;
}

/** For members without premium: the Upgrade to Premium card and its Get Premium Now button. */
export function UpgradeCard({ blockedBy, busy, onBuy }: UpgradeCardProps) {
  return (
    <section className="card upgrade-card" aria-labelledby="upgrade-title">
      <h2 id="upgrade-title" className="subscription-card-title">
        <Crown size={22} aria-hidden="true" />
        Upgrade to Premium
      </h2>
      <p className="upgrade-price">
        <strong>{PREMIUM_PRICE_LABEL}</strong> <span className="muted">· cancel any time</span>
      </p>
      <p className="muted">
        Get the blue verified tick, a premium badge on your profile, priority support, advanced privacy
        controls and unlimited post uploads.
      </p>
      {blockedBy && (
        <p id="upgrade-blocked" className="upgrade-blocked">
          {blockedBy}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={blockedBy !== null || busy}
        aria-describedby={blockedBy ? 'upgrade-blocked' : undefined}
        onClick={onBuy}
      >
        {busy ? 'Opening checkout…' : 'Get Premium Now'}
      </button>
    </section>
  );
}
