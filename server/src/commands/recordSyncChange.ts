import type { SyncScope } from '@flock/shared';
import type { Transaction } from 'sequelize';
import type { AppContext } from '../context.js';

/**
 * Notes a change of the member's record in the change feed, in the transaction that makes it; once it
 * commits, the member's devices get `sync.poke` for the scope and read on from their cursor.
 */
export async function recordSyncChange(
  ctx: AppContext,
  transaction: Transaction,
  memberId: string,
  scope: SyncScope,
  entityId: string,
): Promise<void> {
  await ctx.db.models.SyncChange.create(
    { userId: memberId, scope, entityId, createdAt: new Date() },
    { transaction },
  );
  transaction.afterCommit(() => {
    ctx.realtime.emitToUser(memberId, 'sync.poke', { scope });
  });
}
