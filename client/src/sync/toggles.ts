import { uuidv7, type OutboxEntry, type OutboxKind } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import { enqueue, isUntouched, type OutboxDraft } from './outboxQueue';

/**
 * Undo data of an on/off write (like, repost, bookmark, follow): the state the server last
 * confirmed, so a toggle back to it cancels the queued write instead of sending two.
 */
export interface ToggleUndo {
  on: boolean;
  count: number | null;
  /** Kind-specific extras (a bookmark's id). */
  extra?: Record<string, unknown>;
}

export interface ToggleRequest {
  desired: boolean;
  /** The state before this change, used when nothing is queued yet. */
  before: ToggleUndo;
  kind: OutboxKind;
  entityId: string;
  dependsOn?: string[];
  request(desired: boolean): Pick<OutboxDraft, 'method' | 'path' | 'body' | 'okStatuses'>;
  label(desired: boolean): string;
}

export type ToggleResult = 'queued' | 'updated' | 'cancelled';

/**
 * Queues the new state of a toggle. The latest entry of the same kind for the same record, if never
 * tried, is changed in place (or dropped when the new state is what the server already has); an
 * entry that was tried may have reached the server, so a new one goes after it. Call inside a 'rw'
 * transaction that includes `outbox`.
 */
export async function queueToggle(db: MemberDb, toggle: ToggleRequest): Promise<ToggleResult> {
  const same = await db.outbox
    .where('entityId')
    .equals(toggle.entityId)
    .filter((e) => e.kind === toggle.kind)
    .sortBy('seq');
  const latest = same.at(-1) as OutboxEntry<ToggleUndo> | undefined;
  if (latest && isUntouched(latest)) {
    if (latest.undo.on === toggle.desired) {
      await db.outbox.delete(latest.id);
      return 'cancelled';
    }
    await db.outbox.update(latest.id, {
      ...toggle.request(toggle.desired),
      label: toggle.label(toggle.desired),
      idempotencyKey: uuidv7(),
    });
    return 'updated';
  }
  await enqueue(db, {
    ...toggle.request(toggle.desired),
    kind: toggle.kind,
    entityId: toggle.entityId,
    dependsOn: toggle.dependsOn,
    label: toggle.label(toggle.desired),
    undo: toggle.before,
  });
  return 'queued';
}

/** The next write of the same kind for the same record still queued after `entry`, if any. */
export async function nextQueuedToggle(db: MemberDb, entry: OutboxEntry): Promise<OutboxEntry | undefined> {
  const later = await db.outbox
    .where('entityId')
    .equals(entry.entityId)
    .filter((e) => e.kind === entry.kind && e.state !== 'failed' && e.seq > entry.seq)
    .sortBy('seq');
  return later[0];
}

/** The count after rolling a toggle back to `undo.on`, given where it stands now. */
export function rolledBackCount(current: boolean, count: number, undo: ToggleUndo): number {
  if (current === undo.on) return count;
  return Math.max(0, count + (undo.on ? 1 : -1));
}
