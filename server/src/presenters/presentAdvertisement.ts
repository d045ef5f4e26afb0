import { toRupees, type AdAnalyticsDto, type AdListItemDto, type FeedAdDto } from '@flock/shared';
import type { Advertisement } from '../models/Advertisement.js';

/** Clicks per 100 impressions, to two decimals. */
const ctrOf = (ad: Advertisement) =>
  ad.totalImpressions > 0 ? Math.round((ad.totalClicks / ad.totalImpressions) * 10_000) / 100 : 0;

/** An ad as its owner's list shows it (spec 001 section 3), amounts in rupees. */
export function presentAdvertisement(ad: Advertisement, interests: string[]): AdListItemDto {
  return {
    id: ad.id,
    _id: ad.id,
    title: ad.title,
    content: ad.content,
    mediaUrl: ad.mediaUrl,
    mediaType: ad.mediaType,
    ctaText: ad.ctaText,
    ctaUrl: ad.ctaUrl,
    status: ad.status,
    rejection_reason: ad.rejectionReason,
    budget_type: ad.budgetType,
    budget_amount: toRupees(ad.budgetPaise),
    spent_amount: toRupees(ad.spentPaise),
    total_impressions: ad.totalImpressions,
    total_clicks: ad.totalClicks,
    ctr: ctrOf(ad),
    target_interests: interests,
    start_date: ad.startDate.toISOString(),
    end_date: ad.endDate?.toISOString() ?? null,
    created_at: ad.createdAt.toISOString(),
  };
}

/** The feed card (spec 000 section 3). */
export function presentFeedAd(ad: Advertisement): FeedAdDto {
  return {
    id: ad.id,
    title: ad.title,
    description: ad.content,
    imageUrl: ad.mediaType === 'video' ? null : ad.mediaUrl,
    targetUrl: ad.ctaUrl,
    ctaText: ad.ctaText,
  };
}

/** The analytics overview; `avg_cost` is the spend per click in rupees (0 before the first click). */
export function presentAdOverview(ad: Advertisement): AdAnalyticsDto['overview'] {
  return {
    total_impressions: ad.totalImpressions,
    total_clicks: ad.totalClicks,
    ctr: ctrOf(ad),
    avg_cost: ad.totalClicks > 0 ? Math.round(ad.spentPaise / ad.totalClicks) / 100 : 0,
    spent_amount: toRupees(ad.spentPaise),
    budget_amount: toRupees(ad.budgetPaise),
  };
}
