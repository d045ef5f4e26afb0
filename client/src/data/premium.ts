import type { SubscriptionType } from '@flock/shared';

export interface PremiumFields {
  isPremium?: boolean;
  subscriptionType?: SubscriptionType;
}

/** Spec 000 section 6: premium means isPremium, or a premium subscription type. */
export const isPremiumMember = (member: PremiumFields | null | undefined) =>
  !!member && (member.isPremium === true || member.subscriptionType === 'premium');
