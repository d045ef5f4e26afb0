import * as z from 'zod/mini';
import { capped } from '../schemas/capped.js';
import { EMAIL_MAX } from '../constants.js';
import { isEmailShape } from '../schemas/textChecks.js';

/** Razorpay ids (`pay_...`, `sub_...`, `order_...`) are short; anything much longer is not one. */
export const PROVIDER_ID_MAX = 64;
/** A checkout signature is 64 hex characters (HMAC-SHA256). */
export const PAYMENT_SIGNATURE_MAX = 128;

const providerId = (name: string) =>
  z.optional(
    capped(PROVIDER_ID_MAX, { required: `${name} is required`, tooLong: `${name} is not valid` }).check(
      z.regex(/^[A-Za-z0-9_]+$/, `${name} is not valid`),
    ),
  );
const signature = z.optional(
  capped(PAYMENT_SIGNATURE_MAX, {
    required: 'razorpay_signature is required',
    tooLong: 'razorpay_signature is not valid',
  }).check(z.regex(/^[A-Fa-f0-9]+$/, 'razorpay_signature is not valid')),
);

/**
 * `POST /subscription/verify-payment`: what Razorpay's checkout hands the page on success, in its
 * snake_case names or in camelCase. `readPaymentVerification` picks one spelling of each.
 */
export const PaymentVerificationSchema = z.object({
  razorpay_order_id: providerId('razorpay_order_id'),
  razorpay_payment_id: providerId('razorpay_payment_id'),
  razorpay_signature: signature,
  razorpay_subscription_id: providerId('razorpay_subscription_id'),
  razorpayOrderId: providerId('razorpayOrderId'),
  razorpayPaymentId: providerId('razorpayPaymentId'),
  razorpaySignature: signature,
  razorpaySubscriptionId: providerId('razorpaySubscriptionId'),
});
export type PaymentVerificationInput = z.input<typeof PaymentVerificationSchema>;

export interface PaymentVerification {
  orderId: string | null;
  paymentId: string;
  signature: string;
  subscriptionId: string;
}

/** One spelling of each field, or the names of the missing ones (as field errors). */
export function readPaymentVerification(
  input: z.output<typeof PaymentVerificationSchema>,
): PaymentVerification | { missing: string[] } {
  const paymentId = input.razorpay_payment_id ?? input.razorpayPaymentId;
  const signatureValue = input.razorpay_signature ?? input.razorpaySignature;
  const subscriptionId = input.razorpay_subscription_id ?? input.razorpaySubscriptionId;
  const missing = [
    ...(paymentId ? [] : ['razorpay_payment_id']),
    ...(signatureValue ? [] : ['razorpay_signature']),
    ...(subscriptionId ? [] : ['razorpay_subscription_id']),
  ];
  if (!paymentId || !signatureValue || !subscriptionId) return { missing };
  return {
    orderId: input.razorpay_order_id ?? input.razorpayOrderId ?? null,
    paymentId,
    signature: signatureValue,
    subscriptionId,
  };
}

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_CATEGORIES = ['account', 'billing', 'technical', 'safety', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  account: 'Account and sign-in',
  billing: 'Billing and Premium',
  technical: 'Something is not working',
  safety: 'Safety and abuse',
  other: 'Something else',
};

export const SUPPORT_MESSAGES = {
  subjectRequired: 'Please add a subject',
  subjectTooLong: `The subject can be at most ${SUPPORT_SUBJECT_MAX} characters`,
  messageRequired: 'Please describe how we can help',
  messageTooLong: `The message can be at most ${SUPPORT_MESSAGE_MAX} characters`,
  category: `Category must be one of ${SUPPORT_CATEGORIES.join(', ')}`,
  email: 'Please enter a valid email address',
  sent: 'Thanks! Your request has reached our support team. We will reply by email.',
  sentPriority:
    'Thanks! Your request has reached our support team with priority, as a Premium member. We will reply by email.',
  failed: 'Failed to send your request. Please try again.',
} as const;

/**
 * `POST /support`: a request to the support team. Signed-in members write from their account's
 * address; visitors who are not signed in give one.
 */
export const SupportRequestSchema = z.object({
  subject: capped(SUPPORT_SUBJECT_MAX, {
    required: SUPPORT_MESSAGES.subjectRequired,
    tooLong: SUPPORT_MESSAGES.subjectTooLong,
  }).check(z.minLength(1, SUPPORT_MESSAGES.subjectRequired)),
  message: capped(SUPPORT_MESSAGE_MAX, {
    required: SUPPORT_MESSAGES.messageRequired,
    tooLong: SUPPORT_MESSAGES.messageTooLong,
  }).check(z.minLength(1, SUPPORT_MESSAGES.messageRequired)),
  category: z._default(z.enum(SUPPORT_CATEGORIES, { error: SUPPORT_MESSAGES.category }), 'other'),
  email: z.optional(
    capped(EMAIL_MAX, { required: SUPPORT_MESSAGES.email, tooLong: SUPPORT_MESSAGES.email }).check(
      z.refine(isEmailShape, SUPPORT_MESSAGES.email),
    ),
  ),
});
export type SupportRequestInput = z.input<typeof SupportRequestSchema>;
