import { CheckCircle2, Clock, Star, XCircle } from 'lucide-react';
import { SUPPORT_CATEGORY_LABELS } from '@flock/shared';
import type { SupportRequestState, SupportRequestView } from '../../data/support';
import '../premium/VerifiedBadge.css';

const STATES: Record<SupportRequestState, { label: string; Icon: typeof Clock }> = {
  waiting: { label: 'Waiting to send', Icon: Clock },
  sent: { label: 'Sent', Icon: CheckCircle2 },
  refused: { label: 'Not sent', Icon: XCircle },
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The member's requests from this device with where each stands. */
export function SupportRequestList({ requests }: { requests: SupportRequestView[] | undefined }) {
  if (requests === undefined) return <p className="muted">Loading your requests...</p>;
  if (requests.length === 0) return <p className="muted">You have not sent any requests from this device.</p>;
  return (
    <ul className="support-requests" aria-label="Your requests">
      {requests.map((request) => {
        const { label, Icon } = STATES[request.state];
        return (
          <li key={request.id} className={`support-request is-${request.state}`}>
            <div className="support-request-top">
              <strong>{request.subject}</strong>
              {request.priority && (
                <span className="premium-pill">
                  <Star size={12} aria-hidden="true" />
                  Priority
                </span>
              )}
            </div>
            <p className="muted support-request-meta">
              {SUPPORT_CATEGORY_LABELS[request.category]} ·{' '}
              <time dateTime={request.createdAt}>{when(request.createdAt)}</time>
            </p>
            <p className="support-request-state">
              <Icon size={14} aria-hidden="true" />
              {label}
              {request.state === 'refused' && request.refusal ? `: ${request.refusal}` : ''}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
