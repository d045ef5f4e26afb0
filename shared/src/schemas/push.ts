import * as z from 'zod/mini';

export const PUSH_ENDPOINT_MAX = 2048;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** A base64url key whose decoded length is `bytes` (with or without padding). */
const base64UrlKey = (name: string, bytes: number) => {
  const message = `${name} must be the browser's base64url key`;
  const unpadded = Math.ceil((bytes * 4) / 3);
  return z.string({ error: `${name} is required` }).check(
    z.minLength(1, `${name} is required`),
    z.regex(BASE64URL, message),
    z.refine((key) => key.replace(/=+$/, '').length === unpadded, message),
  );
};

const endpointField = z.string({ error: 'endpoint is required' }).check(
  z.minLength(1, 'endpoint is required'),
  z.maxLength(PUSH_ENDPOINT_MAX, `endpoint must be ${PUSH_ENDPOINT_MAX} characters or less`),
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
