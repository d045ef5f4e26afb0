import { BadgeCheck } from 'lucide-react';
import { isPremiumMember, type PremiumFields } from '../../data/premium';
import './VerifiedBadge.css';

export const VERIFIED_LABEL = 'Verified Premium User';

interface VerifiedBadgeProps {
  /** The member shown; nothing renders unless they are premium. */
  member: PremiumFields | null | undefined;
  size?: number;
  /** Notifications show the badge yellow (spec 000 section 6), everywhere else it is blue. */
  tone?: 'blue' | 'yellow';
  /** Lets keyboard users reach the tooltip; only where the badge is not inside a link or button. */
  focusable?: boolean;
}

/** The verified tick next to a premium member's name, with its tooltip. */
export function VerifiedBadge({ member, size = 16, tone = 'blue', focusable = false }: VerifiedBadgeProps) {
  if (!isPremiumMember(member)) return null;
  return (
    <span
      className={`verified-badge verified-badge-${tone}`}
      role="img"
      aria-label={VERIFIED_LABEL}
      data-tooltip={VERIFIED_LABEL}
      tabIndex={focusable ? 0 : undefined}
    >
      <BadgeCheck size={size} aria-hidden="true" />
    </span>
  );
}
