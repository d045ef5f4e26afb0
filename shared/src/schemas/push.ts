import * as z from 'zod/mini';
import { capped } from './capped.js';

export const PUSH_ENDPOINT_MAX = 2048;
/** Browser keys are 22 (auth) and 87 (p256dh) base64url characters; this leaves room for padding. */
const PUSH_KEY_MAX = 128;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function unpaddedLength(key: string): number {
  let end = key.length;
  while (end > 0 && key[end - 1] === '=') end -= 1;
  return end;
}

/** A base64url key whose decoded length is `bytes` (with or without padding). */
const base64UrlKey = (name: string, bytes: number) => {
  const message = `${name} must be the browser's base64url key`;
  const unpadded = Math.ceil((bytes * 4) / 3);
  return capped(PUSH_KEY_MAX, { required: `${name} is required`, tooLong: message, trim: false }).check(
    z.minLength(1, `${name} is required`),
    z.regex(BASE64URL, message),
    z.refine((key) => unpaddedLength(key) === unpadded, message),
  );
};

const endpointField = capped(PUSH_ENDPOINT_MAX, {
  required: 'endpoint is required',
  tooLong: `endpoint must be ${PUSH_ENDPOINT_MAX} characters or less`,
  trim: false,
}).check(
  z.minLength(1, 'endpoint is required'),
  z.refine((url) => /^https:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(url), 'endpoint must be an https URL'),
);

/** `PushSubscription.toJSON()` as the browser gives it; `expirationTime` is accepted and ignored. */
export const PushSubscriptionSchema = z.object({
  endpoint: endpointField,
  keys: z.object(
    {
      p256dh: base64UrlKey('keys.p256dh', 65),
      auth: base64UrlKey('keys.auth', 16),
    },
    { error: 'keys must hold p256dh and auth' },
  ),
  expirationTime: z.optional(z.nullable(z.number())),
});
export type PushSubscriptionInput = z.input<typeof PushSubscriptionSchema>;

export const PushUnsubscribeSchema = z.object({ endpoint: endpointField });
export type PushUnsubscribeInput = z.input<typeof PushUnsubscribeSchema>;
