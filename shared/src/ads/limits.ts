/** Advertising constants (spec 001 section 9): rates, minimum budget, estimated reach. */

export const AD_BUDGET_TYPES = ['cpm', 'cpc'] as const;
export type AdBudgetType = (typeof AD_BUDGET_TYPES)[number];
export const AD_STATUSES = ['active', 'paused', 'pending', 'completed', 'rejected'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];
export const AD_MEDIA_TYPES = ['image', 'video'] as const;
export type AdMediaType = (typeof AD_MEDIA_TYPES)[number];

/** ₹200 per 1,000 impressions. */
export const AD_CPM_RUPEES = 200;
/** ₹20 per click. */
export const AD_CPC_RUPEES = 20;
export const AD_MIN_BUDGET = 500;
export const AD_DEFAULT_BUDGET = 500;
/** A ceiling far above any campaign, so paise stay exact integers everywhere. */
export const AD_MAX_BUDGET = 10_000_000;
export const AD_DEFAULT_BUDGET_TYPE: AdBudgetType = 'cpm';

/** What one billed event costs, in paise: an impression (cpm) or a click (cpc). Both are whole paise. */
export const AD_UNIT_COST_PAISE: Record<AdBudgetType, number> = {
  cpm: (AD_CPM_RUPEES * 100) / 1000,
  cpc: AD_CPC_RUPEES * 100,
};

export const AD_TITLE_MAX = 100;
export const AD_CONTENT_MAX = 1000;
export const AD_URL_MAX = 2048;
export const AD_CTA_TEXT_MAX = 30;
export const AD_TARGETS_MAX = 30;
export const AD_DATE_MAX = 40;
/** Ads one feed request answers, by default and at most. */
export const AD_FEED_DEFAULT = 3;
export const AD_FEED_MAX = 10;

/** Estimated reach: cpm budget / 200 x 1000, cpc budget / 20, rounded down. */
export function estimatedReach(budgetType: AdBudgetType, budget: number): number {
  if (!Number.isFinite(budget) || budget <= 0) return 0;
  return budgetType === 'cpc'
    ? Math.floor(budget / AD_CPC_RUPEES)
    : Math.floor((budget * 1000) / AD_CPM_RUPEES);
}

/** The budget input falls back to the default when it cannot be read as a number. */
export function readBudgetInput(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : AD_DEFAULT_BUDGET;
}

/** Rupees to paise, exactly (budgets carry at most two decimals). */
export const toPaise = (rupees: number) => Math.round(rupees * 100);
export const toRupees = (paise: number) => paise / 100;

export const AD_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be ${AD_TITLE_MAX} characters or less`,
  contentRequired: 'Content is required',
  contentTooLong: `Content must be ${AD_CONTENT_MAX} characters or less`,
  mediaUrl: 'Media URL must be a valid http(s) URL',
  ctaUrl: 'Call-to-action URL must be a valid http(s) URL',
  ctaText: `Call-to-action text must be ${AD_CTA_TEXT_MAX} characters or less`,
  mediaType: 'Media type must be image or video',
  budgetType: 'Budget type must be cpm or cpc',
  minBudget: 'Minimum campaign budget is ₹500',
  maxBudget: `Campaign budget can be at most ₹${AD_MAX_BUDGET}`,
  budgetPaise: 'Budget can have at most two decimals',
  targetInterests: 'Target interests must be a list of interest ids',
  tooManyTargets: `Choose at most ${AD_TARGETS_MAX} target interests`,
  unknownInterest: 'Target interests must be existing interest categories',
  startDate: 'Start date must be a date and time',
  endDate: 'End date must be a date and time',
  endAfterStart: 'End date must be after the start date',
  adId: 'adId must be an advertisement id',
  feedLimit: `limit must be a whole number from 1 to ${AD_FEED_MAX}`,
  created: 'Advertisement created successfully',
  createFailed: 'Failed to create advertisement.',
  paid: 'Payment verified. Your advertisement is active.',
  rejected: 'Payment verified, but the advertisement was rejected',
  paused: 'Advertisement paused',
  resumed: 'Advertisement resumed',
} as const;
