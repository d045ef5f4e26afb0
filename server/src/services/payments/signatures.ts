import crypto from 'node:crypto';

/** HMAC-SHA256 of `message` keyed by `secret`, as lowercase hex. */
export const hmacHex = (secret: string, message: string | Buffer) =>
  crypto.createHmac('sha256', secret).update(message).digest('hex');

/** Compares a hex signature with the expected one in constant time (any length, any case of input). */
export function signatureMatches(expectedHex: string, given: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given.toLowerCase(), 'utf8');
  // timingSafeEqual needs equal lengths; comparing with itself keeps the time the same either way.
  if (actual.length !== expected.length) {
    crypto.timingSafeEqual(expected, expected);
    return false;
  }
  return crypto.timingSafeEqual(expected, actual);
}

/** Razorpay checkout's signature of a subscription payment: `payment_id|subscription_id` with the key secret. */
export const subscriptionPaymentSigned = (
  keySecret: string,
  input: { paymentId: string; subscriptionId: string; signature: string },
) => signatureMatches(hmacHex(keySecret, `${input.paymentId}|${input.subscriptionId}`), input.signature);

/** Razorpay checkout's signature of an order payment: `order_id|payment_id` with the key secret. */
export const orderPaymentSigned = (
  keySecret: string,
  input: { orderId: string; paymentId: string; signature: string },
) => signatureMatches(hmacHex(keySecret, `${input.orderId}|${input.paymentId}`), input.signature);

/** A webhook's `X-Razorpay-Signature`: the raw body with the webhook secret. */
export const webhookSignatureValid = (webhookSecret: string, rawBody: Buffer, signature: string) =>
  signatureMatches(hmacHex(webhookSecret, rawBody), signature);
