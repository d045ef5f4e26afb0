import type https from 'node:https';
import type { WebPushPayload } from '@flock/shared';
import webpush, { WebPushError } from 'web-push';
import type { VapidKeys } from '../secrets.js';

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushOptions {
  /** How long the push service keeps an undelivered message. */
  ttlSeconds: number;
  urgency?: PushUrgency;
  /** A newer message with the same topic replaces an undelivered older one (base64url, <= 32 chars). */
  topic?: string;
}

/** The stored subscription of one device. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
  destroy(): Promise<void>;
}

export type PushOutcome = 'sent' | 'gone';

export interface PushService {
  readonly publicKey: string;
  /**
   * Encrypts and sends one message to one device. `gone` when the push service answers 404/410:
   * the subscription no longer exists, and its row is deleted.
   */
  sendPush(target: PushTarget, payload: WebPushPayload, options: PushOptions): Promise<PushOutcome>;
}

export interface PushServiceOptions {
  vapid: VapidKeys;
  subject: string;
  /** An agent of our own, e.g. one that trusts a test push service's certificate. */
  agent?: https.Agent;
  timeoutMs?: number;
}

/** Web Push with VAPID through the `web-push` library; push services only speak HTTPS. */
export function createPushService(options: PushServiceOptions): PushService {
  const vapidDetails = { subject: options.subject, ...options.vapid };
  return {
    publicKey: options.vapid.publicKey,
    async sendPush(target, payload, { ttlSeconds, urgency = 'normal', topic }) {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails,
            TTL: ttlSeconds,
            urgency,
            topic,
            agent: options.agent,
            timeout: options.timeoutMs ?? 15_000,
          },
        );
        return 'sent';
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          await target.destroy();
          return 'gone';
        }
        throw new Error(describeFailure(target.endpoint, error), { cause: error });
      }
    },
  };
}

/** Which push service refused and how; never the keys or the payload. */
function describeFailure(endpoint: string, error: unknown): string {
  const origin = URL.canParse(endpoint) ? new URL(endpoint).origin : 'an invalid endpoint';
  if (error instanceof WebPushError) return `push service ${origin} answered ${error.statusCode}`;
  return `push to ${origin} failed: ${error instanceof Error ? error.message : String(error)}`;
}
