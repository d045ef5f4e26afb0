import { AlertTriangle } from 'lucide-react';
import type { SubscriptionDetailsDto } from '@flock/shared';
import { formatDate } from './formatDate';

/** Shown once canceled: when, and until when premium lasts. */
export function CancellationNotice({ details }: { details: SubscriptionDetailsDto }) {
  return (
    <section className="card cancellation-notice" aria-labelledby="cancellation-title">
      <h2 id="cancellation-title" className="subscription-card-title">
        <AlertTriangle size={20} aria-hidden="true" />
        Cancellation Notice
      </h2>
      <p>
        Your subscription was canceled on <strong>{formatDate(details.canceledAt)}</strong>. You keep your
        premium benefits until <strong>{formatDate(details.accessUntil)}</strong>; it will not renew.
      </p>
    </section>
  );
}
