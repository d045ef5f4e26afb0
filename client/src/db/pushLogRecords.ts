import type { LastPushActionRecord, LastPushRecord } from '@flock/shared';

/**
 * The member database's `pushLog` (memberDb.ts, version 11). The worker writes the last push and
 * notification action (shared/src/push/device.ts); the page writes `device` when this browser
 * subscribed, so start-up can tell a dropped subscription from one that never was.
 */
export interface PushDeviceRecord {
  key: 'device';
  endpoint: string;
  subscribedAt: number;
}

export type PushLogRecord = LastPushRecord | LastPushActionRecord | PushDeviceRecord;
