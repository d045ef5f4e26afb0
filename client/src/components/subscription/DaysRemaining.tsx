import { Clock } from 'lucide-react';
import { EXPIRY_WARNING_DAYS, SUBSCRIPTION_MESSAGES } from '@flock/shared';

/** Days left in the paid period: red at 7 or fewer, "Subscription expired" at 0 or less (spec 000 section 4). */
export function DaysRemaining({ days }: { days: number | null }) {
  if (days === null) return null;
  const expired = days <= 0;
  const urgent = days <= EXPIRY_WARNING_DAYS;
  return (
    <p className={`days-remaining${urgent ? ' days-remaining-urgent' : ''}`} role="status">
      <Clock size={18} aria-hidden="true" />
      {expired ? SUBSCRIPTION_MESSAGES.expired : `${days} ${days === 1 ? 'day' : 'days'} remaining`}
    </p>
  );
}
