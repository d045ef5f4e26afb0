import { BadgeCheck } from 'lucide-react';
import type { PostAuthorDto } from '@flock/shared';

export const PREMIUM_LABEL = 'Verified Premium User';

/** Spec 000 section 6: premium means isPremium, or a premium subscription type. */
export const isPremiumAuthor = (author: Pick<PostAuthorDto, 'isPremium' | 'subscriptionType'>) =>
  author.isPremium || author.subscriptionType === 'premium';

/** The blue verified tick next to a premium member's name, with its tooltip. */
export function PremiumBadge({ size = 18 }: { size?: number }) {
  return (
    <span className="verified-badge" role="img" aria-label={PREMIUM_LABEL} data-tooltip={PREMIUM_LABEL}>
      <BadgeCheck size={size} aria-hidden="true" />
    </span>
  );
}
