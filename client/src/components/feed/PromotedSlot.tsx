import { PromotedCard, type PromotedAd } from '../ads/PromotedCard';

export type { PromotedAd };

/** The place after every fifth post where a promoted card goes; empty until an ad is supplied. */
export function PromotedSlot({ ad }: { ad?: PromotedAd | null }) {
  return ad ? <PromotedCard ad={ad} /> : null;
}
