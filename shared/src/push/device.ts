/** This device's push, as Settings checks it. */

/** One test notification per device per this many seconds (`POST /api/push/test`). */
export const PUSH_TEST_COOLDOWN_SECONDS = 30;

export const PUSH_TEST_MESSAGE = {
  title: 'Flock',
  body: 'Test notification: push works on this device.',
  url: '/settings',
  tag: 'push-test',
} as const;

export function pushTestTooSoonMessage(secondsLeft: number): string {
  const seconds = Math.max(1, Math.ceil(secondsLeft));
  return `Please wait ${seconds} second(s) before sending another test notification`;
}

/** What the worker keeps about pushes in the member database (store `pushLog`, Dexie version 11). */
export const PUSH_LOG_STORE = 'pushLog';

export interface LastPushRecord {
  key: 'lastPush';
  receivedAt: number;
  title: string;
  body: string;
}

export interface LastPushActionRecord {
  key: 'lastAction';
  at: number;
  /** What was done, as the sync centre names it (`Like a comment by @ada`). */
  label: string;
  /** The outbox entry of the action, to tell whether it is still waiting. */
  entryId: string;
}

export type WorkerPushLogRecord = LastPushRecord | LastPushActionRecord;

/** What the worker tells open pages after it recorded a push or an action. */
export const PUSH_LOG_CHANGED_MESSAGE = { type: 'FLOCK_PUSH_LOG_CHANGED' } as const;
