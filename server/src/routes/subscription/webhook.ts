import crypto from 'node:crypto';
import express, { type RequestHandler } from 'express';
import { isReadableText, JSON_BODY_LIMIT } from '@flock/shared';
import { applyPaymentWebhook } from '../../commands/applyPaymentWebhook.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { sendOk } from '../../http.js';
import { toSubscription } from '../../services/payments/razorpayGateway.js';

export const WEBHOOK_PATH = '/api/subscription/webhook';
const EVENT_ID_MAX = 64;

/**
 * `POST /api/subscription/webhook`, called by Razorpay. It reads the raw bytes (the signature is the
 * HMAC-SHA256 of exactly those with the webhook secret), checks `X-Razorpay-Signature` in constant
 * time, and applies each event once by `X-Razorpay-Event-Id`. A bad signature is 400 and changes
 * nothing; a redelivered event answers 200 so Razorpay stops sending it.
 */
export function paymentWebhook(ctx: AppContext): RequestHandler[] {
  const rawBody = express.raw({ type: () => true, limit: JSON_BODY_LIMIT });
  return [
    rawBody,
    async (req, res) => {
      const gateway = ctx.payments;
      if (!gateway?.acceptsWebhooks) throw new AppError('payments_not_configured');
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.get('x-razorpay-signature') ?? '';
      if (!signature || !gateway.isWebhookSignatureValid(body, signature)) {
        throw new AppError('invalid_webhook_signature');
      }
      const payload = parseJson(body);
      const event = typeof payload.event === 'string' ? payload.event : '';
      const entity = (payload.payload as { subscription?: { entity?: unknown } } | undefined)?.subscription
        ?.entity;
      const outcome = await applyPaymentWebhook(ctx, {
        eventId: eventIdOf(req.get('x-razorpay-event-id'), body),
        event,
        subscription: entity ? toSubscription(entity) : null,
      });
      ctx.logger.info({ event, outcome }, 'payment webhook');
      sendOk(res, { received: true, duplicate: outcome === 'duplicate' });
    },
  ];
}

function parseJson(body: Buffer): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Signed but not JSON: only a misconfigured sender does that.
  }
  throw new AppError('invalid_json');
}

/** Razorpay's event id; without one (older senders) the body's hash stands in, so a resend still counts once. */
function eventIdOf(header: string | undefined, body: Buffer): string {
  const id = header?.trim();
  if (id && id.length <= EVENT_ID_MAX && isReadableText(id)) return id;
  return `sha256:${crypto
    .createHash('sha256')
    .update(body)
    .digest('hex')
    .slice(0, EVENT_ID_MAX - 7)}`;
}
