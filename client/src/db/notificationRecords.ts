import type { NotificationDto } from '@flock/shared';

/** The rows of the member database's notification tables (memberDb.ts). */

export interface NotificationRecord extends NotificationDto {
  savedAt: number;
}

/** What the device knows about notifications besides the rows (paging is in `feedState`). */
export interface NotificationMetaRecord {
  /** 'unread': the unread count the device believes. */
  key: 'unread';
  count: number;
  updatedAt: number;
}
