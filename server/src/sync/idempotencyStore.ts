import { Op, UniqueConstraintError } from 'sequelize';
import { IDEMPOTENCY_TTL_HOURS } from '@flock/shared';
import type { Models } from '../models/index.js';

export type ClaimResult =
  | { kind: 'claimed'; recordId: string }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'in_progress' }
  | { kind: 'mismatch' };

/**
 * (scope, key) -> stored response, kept for 24 h. A key is first claimed as `pending`; the unique
 * index makes two concurrent claims resolve to one winner.
 */
export function createIdempotencyStore(models: Pick<Models, 'IdempotencyKey'>) {
  const { IdempotencyKey } = models;

  async function findLive(scope: string, key: string) {
    const row = await IdempotencyKey.findOne({ where: { scope, idemKey: key } });
    if (row && row.expiresAt.getTime() <= Date.now()) {
      await row.destroy();
      return null;
    }
    return row;
  }

  return {
    async claim(scope: string, key: string, requestHash: string): Promise<ClaimResult> {
      const existing = await findLive(scope, key);
      if (existing) {
        if (existing.requestHash !== requestHash) return { kind: 'mismatch' };
        if (existing.state === 'pending') return { kind: 'in_progress' };
        return {
          kind: 'replay',
          status: existing.responseStatus ?? 200,
          body: existing.responseBody ? JSON.parse(existing.responseBody) : null,
        };
      }
      try {
        const row = await IdempotencyKey.create({
          scope,
          idemKey: key,
          requestHash,
          state: 'pending',
          expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_HOURS * 3600 * 1000),
        });
        return { kind: 'claimed', recordId: row.id };
      } catch (error) {
        if (error instanceof UniqueConstraintError) return { kind: 'in_progress' };
        throw error;
      }
    },

    async complete(recordId: string, status: number, body: unknown): Promise<void> {
      await IdempotencyKey.update(
        { state: 'done', responseStatus: status, responseBody: JSON.stringify(body ?? null) },
        { where: { id: recordId } },
      );
    },

    /** Forget a claim whose request failed on our side, so the client's retry does the work. */
    async release(recordId: string): Promise<void> {
      await IdempotencyKey.destroy({ where: { id: recordId } });
    },

    async purgeExpired(now = new Date()): Promise<number> {
      return IdempotencyKey.destroy({ where: { expiresAt: { [Op.lte]: now } } });
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
