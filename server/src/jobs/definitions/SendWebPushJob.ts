import crypto from 'node:crypto';
import type { PushActionId, PushActionTarget, WebPushPayload } from '@flock/shared';
import type { PushUrgency } from '../../services/push/pushService.js';
import { defineJob } from '../defineJob.js';

export const PUSH_ICON = '/icons/icon-192.png';
const DEFAULT_TTL_SECONDS = 24 * 3600;

export interface SendWebPushData {
  userId: string;
  title: string;
  body: string;
  url: string;
  tag?: string;
  notificationId?: string;
  badgeCount?: number;
  /** Buttons on the notification and what they act on. */
  actions?: PushActionId[];
  target?: PushActionTarget;
  urgency?: PushUrgency;
  ttlSeconds?: number;
  /** Devices an earlier attempt reached already; a retry skips them. */
  sentTo?: string[];
}

/** A push topic from a tag: base64url, at most 32 characters, as RFC 8030 asks. */
export const topicFor = (tag: string): string =>
  crypto.createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/**
 * Shows a notification on every device of a member who turned push on. Devices the push service
 * says are gone are forgotten; a device that fails otherwise makes the job retry for it alone.
 */
export const SendWebPushJob = defineJob({
  name: 'send-web-push',
  attempts: 5,
  backoffMs: 30_000,
  concurrency: 10,
  async run(data: SendWebPushData, job) {
    const { PushSubscription, User } = job.ctx.db.models;
    const member = await User.findByPk(data.userId);
    if (!member || !member.isActive || !member.pushNotifications) return;

    const payload: WebPushPayload = {
      title: data.title,
      body: data.body,
      url: data.url,
      icon: PUSH_ICON,
      ...(data.tag ? { tag: data.tag } : {}),
      ...(data.notificationId ? { notificationId: data.notificationId } : {}),
      ...(data.badgeCount !== undefined ? { badgeCount: data.badgeCount } : {}),
      ...(data.actions?.length ? { actions: data.actions, target: data.target } : {}),
    };
    const options = {
      ttlSeconds: data.ttlSeconds ?? DEFAULT_TTL_SECONDS,
      urgency: data.urgency ?? 'normal',
      topic: data.tag ? topicFor(data.tag) : undefined,
    };

    const sentTo = new Set(data.sentTo ?? []);
    const failures: string[] = [];
    const devices = await PushSubscription.findAll({ where: { userId: data.userId } });
    for (const device of devices) {
      if (sentTo.has(device.id)) continue;
      try {
        await job.ctx.push.sendPush(device, payload, options);
        sentTo.add(device.id);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
    if (failures.length > 0) {
      await job.saveData({ ...data, sentTo: [...sentTo] });
      throw new Error(`${failures.length} of ${devices.length} devices not reached: ${failures.join('; ')}`);
    }
  },
});
