import * as z from 'zod/mini';
import { capped, uuidField } from '../schemas/capped.js';
import { PaymentVerificationSchema } from '../subscription/schemas.js';
import {
  AD_BUDGET_TYPES,
  AD_CONTENT_MAX,
  AD_CTA_TEXT_MAX,
  AD_DATE_MAX,
  AD_FEED_MAX,
  AD_DEFAULT_BUDGET,
  AD_DEFAULT_BUDGET_TYPE,
  AD_MAX_BUDGET,
  AD_MEDIA_TYPES,
  AD_MESSAGES,
  AD_MIN_BUDGET,
  AD_TARGETS_MAX,
  AD_TITLE_MAX,
  AD_URL_MAX,
} from './limits.js';

/** The WHATWG URL parser every runtime here has (shared/ is built without DOM or Node types). */
declare const URL: new (input: string) => { protocol: string; hostname: string };

/** An absolute http(s) URL (parsed, never matched with a pattern). */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const optionalUrl = (message: string) =>
  z.optional(
    capped(AD_URL_MAX, { required: message, tooLong: message }).check(
      z.refine((text: string) => text === '' || isHttpUrl(text), message),
    ),
  );

const optionalDate = (message: string) =>
  z.optional(
    z.nullable(
      capped(AD_DATE_MAX, { required: message, tooLong: message }).check(
        z.refine((text: string) => text === '' || !Number.isNaN(Date.parse(text)), message),
      ),
    ),
  );

const timeOf = (text: string | null | undefined) => (text ? Date.parse(text) : null);

/** `POST /advertisements/create` (spec 001 section 3, "Advertisement, create payload"). */
export const AdCreateSchema = z
  .object({
    id: z.optional(uuidField('id must be a UUID')),
    title: capped(AD_TITLE_MAX, {
      required: AD_MESSAGES.titleRequired,
      tooLong: AD_MESSAGES.titleTooLong,
    }).check(z.minLength(1, AD_MESSAGES.titleRequired)),
    content: capped(AD_CONTENT_MAX, {
      required: AD_MESSAGES.contentRequired,
      tooLong: AD_MESSAGES.contentTooLong,
    }).check(z.minLength(1, AD_MESSAGES.contentRequired)),
    mediaUrl: optionalUrl(AD_MESSAGES.mediaUrl),
    mediaType: z.optional(z.nullable(z.enum([...AD_MEDIA_TYPES, ''], { error: AD_MESSAGES.mediaType }))),
    ctaText: z.optional(
      capped(AD_CTA_TEXT_MAX, { required: AD_MESSAGES.ctaText, tooLong: AD_MESSAGES.ctaText }),
    ),
    ctaUrl: optionalUrl(AD_MESSAGES.ctaUrl),
    budgetType: z._default(
      z.enum(AD_BUDGET_TYPES, { error: AD_MESSAGES.budgetType }),
      AD_DEFAULT_BUDGET_TYPE,
    ),
    budgetAmount: z._default(
      z.number({ error: AD_MESSAGES.minBudget }).check(
        z.refine((n: number) => Number.isFinite(n), { error: AD_MESSAGES.minBudget, abort: true }),
        z.gte(AD_MIN_BUDGET, AD_MESSAGES.minBudget),
        z.lte(AD_MAX_BUDGET, AD_MESSAGES.maxBudget),
        z.refine((n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, AD_MESSAGES.budgetPaise),
      ),
      AD_DEFAULT_BUDGET,
    ),
    targetInterests: z._default(
      z
        .array(capped(32, { required: AD_MESSAGES.targetInterests, tooLong: AD_MESSAGES.unknownInterest }), {
          error: AD_MESSAGES.targetInterests,
        })
        .check(z.maxLength(AD_TARGETS_MAX, AD_MESSAGES.tooManyTargets)),
      [],
    ),
    startDate: optionalDate(AD_MESSAGES.startDate),
    endDate: optionalDate(AD_MESSAGES.endDate),
  })
  .check(
    z.refine(
      (input) => {
        const end = timeOf(input.endDate);
        if (end === null) return true;
        return end > (timeOf(input.startDate) ?? Date.now());
      },
      { path: ['endDate'], message: AD_MESSAGES.endAfterStart },
    ),
  );
export type AdCreateInput = z.input<typeof AdCreateSchema>;
export type AdCreateValues = z.output<typeof AdCreateSchema>;

/** `POST /advertisements/payment`. */
export const AdPaymentSchema = z.object({ adId: uuidField(AD_MESSAGES.adId) });

/** `POST /advertisements/payment/verify`: the ad and what Razorpay's checkout handed the page. */
export const AdPaymentVerificationSchema = z.extend(PaymentVerificationSchema, {
  adId: uuidField(AD_MESSAGES.adId),
});

/** `GET /advertisements/feed?limit=`: how many ads the feed wants (default 3). */
export const AdFeedQuerySchema = z.object({
  limit: z.optional(
    z
      .pipe(
        capped(3, { required: AD_MESSAGES.feedLimit, tooLong: AD_MESSAGES.feedLimit }).check(
          z.regex(/^\d+$/, AD_MESSAGES.feedLimit),
        ),
        z.transform((text: string) => Number(text)),
      )
      .check(z.gte(1, AD_MESSAGES.feedLimit), z.lte(AD_FEED_MAX, AD_MESSAGES.feedLimit)),
  ),
});

/** The texts of a checked create payload as an ad keeps them: empty optional fields are null. */
export function adTextsOf(values: AdCreateValues) {
  return {
    title: values.title,
    content: values.content,
    mediaUrl: values.mediaUrl || null,
    mediaType: values.mediaUrl && values.mediaType ? values.mediaType : null,
    ctaText: values.ctaText || null,
    ctaUrl: values.ctaUrl || null,
  };
}
