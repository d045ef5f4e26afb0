import type { OutboxEntry } from '@flock/shared';
import type { MemberDb } from '../../db/memberDb';

/** What the page does with an entry of one kind once the server answered. Runs inside a 'rw' transaction. */
export interface KindHandler {
  /** Puts the server's answer on the device (the created post, the confirmed like count...). */
  applySuccess(db: MemberDb, entry: OutboxEntry, data: unknown): Promise<void>;
  /** Undoes the optimistic change after the server refused the write. */
  rollback(db: MemberDb, entry: OutboxEntry): Promise<void>;
}
