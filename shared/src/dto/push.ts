import type { PushActionId, PushActionTarget } from '../push/actions.js';

/** `GET /api/push/vapid-public-key`: the key `pushManager.subscribe` needs as applicationServerKey. */
export interface VapidPublicKeyData {
  publicKey: string;
}

/** One device's stored subscription, as its owner sees it. */
export interface PushSubscriptionDto {
  id: string;
  endpoint: string;
  createdAt: string;
}

/** The decrypted body of every push message; the service worker shows it as a notification. */
export interface WebPushPayload {
  title: string;
  body: string;
  /** Where a click on the notification leads, a path on this site. */
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag?: string;
  /** The notification this push announces, so a click marks exactly that one read. */
  notificationId?: string;
  icon?: string;
  /** The unread count for the app badge, where supported. */
  badgeCount?: number;
  /** Buttons on the notification; a tap is applied by the worker through the outbox. */
  actions?: PushActionId[];
  /** What the actions are about. */
  target?: PushActionTarget;
}

/** This device's record on the server, with when it last got a test notification. */
export interface PushDeviceDto extends PushSubscriptionDto {
  lastTestAt: string | null;
}

/** `GET /api/push/device?endpoint=`: the record (null when the server has none for this member) and key. */
export interface PushDeviceData {
  device: PushDeviceDto | null;
  publicKey: string;
}

/** `POST /api/push/test`. */
export interface PushTestData {
  sentAt: string;
}
