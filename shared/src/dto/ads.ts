import type { AdBudgetType, AdMediaType, AdStatus } from '../ads/limits.js';

/** An ad as its owner sees it (spec 001 section 3, "Advertisement, list item"), amounts in rupees. */
export interface AdListItemDto {
  id: string;
  _id: string;
  title: string;
  content: string;
  mediaUrl: string | null;
  mediaType: AdMediaType | null;
  ctaText: string | null;
  ctaUrl: string | null;
  status: AdStatus;
  rejection_reason: string | null;
  budget_type: AdBudgetType;
  budget_amount: number;
  spent_amount: number;
  total_impressions: number;
  total_clicks: number;
  /** Clicks per 100 impressions, two decimals. */
  ctr: number;
  target_interests: string[];
  start_date: string;
  end_date: string | null;
  created_at: string;
}

/** The feed card (spec 000 section 3, "Advertisement (feed card)"). */
export interface FeedAdDto {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  targetUrl: string | null;
  ctaText: string | null;
}

export interface AdOrderDto {
  orderId: string;
  amount: number;
  currency: string;
  key: string;
  adId: string;
}

export interface AdDailyDto {
  date: string;
  impressions: number;
  clicks: number;
  spent: number;
}

export interface AdAnalyticsDto {
  overview: {
    total_impressions: number;
    total_clicks: number;
    ctr: number;
    /** Spend per click in rupees (0 before the first click). */
    avg_cost: number;
    spent_amount: number;
    budget_amount: number;
  };
  daily: AdDailyDto[];
}

export interface AdClickDto {
  targetUrl: string | null;
  counted: boolean;
}
