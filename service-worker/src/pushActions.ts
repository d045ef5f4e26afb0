/**
 * Notification buttons: "Like", "Follow back", "Mark as read". A tap is turned into the
 * same outbox entries the page would queue (same IndexedDB store, an Idempotency-Key each), sent at
 * once when the device is online and by Background Sync when it is not, so it is applied exactly once.
 * The app shows the result when next opened: the sync centre while it waits, the data once sent.
 */
import {
  appendToIdbOutbox,
  isPushActionId,
  OUTBOX_SYNC_TAG,
  PUSH_ACTION_TITLES,
  pushActionWrites,
  readWorkerSession,
  writeIdbPushLog,
  type PushActionId,
  type PushActionTarget,
  type WebPushPayload,
} from '@flock/shared';
import { applyOnDevice } from './pushActionEffects';
import { drainFromWorker } from './backgroundSync';
import { tellPagesPushLogChanged } from './pushLog';

declare const self: ServiceWorkerGlobalScope & {
  registration: ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };
};

export interface NotificationButton {
  action: PushActionId;
  title: string;
}

const TARGET_FIELDS = ['notificationId', 'postId', 'commentId', 'actorId', 'actorUsername'] as const;
/** Ids and usernames are short; anything longer is not from our server. */
const TARGET_FIELD_MAX = 100;

/** The actions and target of a payload, keeping only what is well formed. */
export function readPushActions(parsed: Partial<WebPushPayload>): Pick<WebPushPayload, 'actions' | 'target'> {
  const actions = Array.isArray(parsed.actions) ? parsed.actions.filter(isPushActionId) : [];
  if (actions.length === 0) return {};
  return { actions, target: readTarget(parsed.target) };
}

function readTarget(raw: unknown): PushActionTarget {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const target: PushActionTarget = {};
  for (const field of TARGET_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' && value.length > 0 && value.length <= TARGET_FIELD_MAX)
      target[field] = value;
  }
  return target;
}

/** The buttons to show, as many as the platform has room for (none where it has no buttons). */
export function notificationButtons(actions: readonly PushActionId[] | undefined): NotificationButton[] {
  const room = typeof Notification !== 'undefined' ? (Notification as { maxActions?: number }).maxActions : 0;
  return (actions ?? []).slice(0, room ?? 0).map((action) => ({ action, title: PUSH_ACTION_TITLES[action] }));
}

export function applyNotificationActions(): void {
  self.addEventListener('notificationclick', (event) => {
    if (!isPushActionId(event.action)) return;
    event.notification.close();
    const data = (event.notification.data ?? {}) as { target?: unknown };
    event.waitUntil(applyAction(event.action, readTarget(data.target)));
  });
}

async function applyAction(action: PushActionId, target: PushActionTarget): Promise<void> {
  const session = await readWorkerSession(self.indexedDB);
  if (!session) return;
  const writes = pushActionWrites(action, target);
  if (writes.length === 0) return;
  const entries = await appendToIdbOutbox(self.indexedDB, session.userId, writes);
  const first = entries?.[0];
  if (!first) return;
  await applyOnDevice(session.userId, writes);
  await writeIdbPushLog(self.indexedDB, session.userId, {
    key: 'lastAction',
    at: Date.now(),
    label: first.label,
    entryId: first.id,
  });
  await tellPagesPushLogChanged();
  // Background Sync sends it when the connection returns, even with every tab closed.
  await self.registration.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
  await drainFromWorker().catch(() => undefined);
}
