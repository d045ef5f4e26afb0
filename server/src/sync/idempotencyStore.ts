import crypto from 'node:crypto';
import os from 'node:os';
import { Op, UniqueConstraintError } from 'sequelize';
import { IDEMPOTENCY_TTL_HOURS } from '@flock/shared';
import type { Database } from '../db/database.js';
import { toDate } from '../queries/rowValues.js';

export type ClaimResult =
  | { kind: 'claimed'; recordId: string }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'in_progress' }
  | { kind: 'mismatch' };

export interface IdempotencyStoreOptions {
  /** How long a claim stays valid without renewal; a running request renews it. */
  leaseMs?: number;
  /** How often running claims are renewed (well within the lease). */
  renewEveryMs?: number;
}

const DEFAULT_LEASE_MS = 15_000;

/** This process, as claims name it: host, pid and a boot id (pids are reused after a restart). */
const HOST = os.hostname();
const BOOT = crypto.randomUUID();
/** Records claimed by this process whose request is still running, whichever store claimed them. */
const runningHere = new Set<string>();

interface ClaimOwner {
  host: string;
  pid: number;
  boot: string;
}

/** A key as the store reads it (read through the driver: times come as text from SQLite). */
interface StoredKeyRow {
  id: string;
  requestHash: string;
  state: 'pending' | 'done';
  responseStatus: number | string | null;
  responseBody: string | null;
  owner: string | null;
  leaseUntil: Date | string | null;
  expiresAt: Date | string;
  createdAt: Date | string;
}

interface StoredKey extends Pick<StoredKeyRow, 'id' | 'requestHash' | 'state' | 'responseBody' | 'owner'> {
  responseStatus: number | null;
  leaseUntil: Date | null;
  createdAt: Date;
}

function parseOwner(owner: string | null): ClaimOwner | null {
  const [host, pid, boot] = (owner ?? '').split('|');
  return host && pid && boot ? { host, pid: Number(pid), boot } : null;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * (scope, key) -> stored response, kept for 24 h. A key is first claimed as `pending`; the unique
 * index makes two concurrent claims resolve to one winner.
 *
 * Crash safety: a pending key names its claim (`host|pid|boot|claim`) and carries a lease the running
 * request renews every few seconds. A retry finds the key abandoned, and takes it over at once,
 * when the claiming process is known to be gone (same host, and its pid is dead or is this process
 * under another boot) or its request is not running any more (this process), else once the lease
 * has run out. The takeover is a compare-and-set on the claim, so two retries never both win; a
 * request that finishes after losing its claim stores nothing.
 */
export function createIdempotencyStore(
  db: Pick<Database, 'models' | 'select'>,
  options: IdempotencyStoreOptions = {},
) {
  const { IdempotencyKey } = db.models;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const renewEveryMs = options.renewEveryMs ?? Math.max(1, Math.floor(leaseMs / 3));
  /** recordId -> owner of the claims this store holds while their requests run. */
  const held = new Map<string, string>();
  let renewal: NodeJS.Timeout | null = null;

  const leaseEnd = () => new Date(Date.now() + leaseMs);
  const newOwner = () => `${HOST}|${process.pid}|${BOOT}|${crypto.randomUUID()}`;

  function hold(recordId: string, owner: string) {
    held.set(recordId, owner);
    runningHere.add(recordId);
    renewal ??= setInterval(() => void renewLeases(), renewEveryMs).unref();
  }

  /** Called once the record's final state is written, so this process never sees its own claim as abandoned. */
  function letGo(recordId: string) {
    held.delete(recordId);
    runningHere.delete(recordId);
    if (held.size === 0 && renewal) {
      clearInterval(renewal);
      renewal = null;
    }
  }

  /** Moves the lease of every claim this store holds (on a timer while any is held). */
  async function renewLeases() {
    if (held.size === 0) return;
    await IdempotencyKey.update(
      { leaseUntil: leaseEnd() },
      { where: { state: 'pending', owner: { [Op.in]: [...held.values()] } } },
    ).catch(() => undefined);
  }

  function isAbandoned(row: StoredKey): boolean {
    const owner = parseOwner(row.owner);
    // This process knows which of its own claims are still running, whatever their lease says.
    if (owner?.host === HOST && owner.pid === process.pid) {
      return owner.boot !== BOOT || !runningHere.has(row.id);
    }
    const leaseUntil = row.leaseUntil ?? new Date(row.createdAt.getTime() + leaseMs);
    if (leaseUntil.getTime() <= Date.now()) return true;
    if (!owner || owner.host !== HOST) return false;
    return !processIsAlive(owner.pid);
  }

  async function findLive(scope: string, key: string): Promise<StoredKey | null> {
    const [row] = await db.select<StoredKeyRow>(
      `SELECT id, request_hash AS requestHash, state, response_status AS responseStatus,
         response_body AS responseBody, owner, lease_until AS leaseUntil, expires_at AS expiresAt,
         created_at AS createdAt
       FROM idempotency_keys WHERE scope = :scope AND idem_key = :key`,
      { scope, key },
    );
    if (!row) return null;
    if (toDate(row.expiresAt).getTime() <= Date.now()) {
      await IdempotencyKey.destroy({ where: { id: row.id } });
      return null;
    }
    return {
      ...row,
      responseStatus: row.responseStatus === null ? null : Number(row.responseStatus),
      leaseUntil: row.leaseUntil === null ? null : toDate(row.leaseUntil),
      createdAt: toDate(row.createdAt),
    };
  }

  async function takeOver(row: StoredKey): Promise<ClaimResult> {
    const owner = newOwner();
    const [changed] = await IdempotencyKey.update(
      { owner, leaseUntil: leaseEnd() },
      { where: { id: row.id, state: 'pending', owner: row.owner ?? { [Op.is]: null } } },
    );
    if (changed !== 1) return { kind: 'in_progress' };
    hold(row.id, owner);
    return { kind: 'claimed', recordId: row.id };
  }

  return {
    async claim(scope: string, key: string, requestHash: string): Promise<ClaimResult> {
      const existing = await findLive(scope, key);
      if (existing) {
        if (existing.requestHash !== requestHash) return { kind: 'mismatch' };
        if (existing.state === 'pending') {
          return isAbandoned(existing) ? takeOver(existing) : { kind: 'in_progress' };
        }
        return {
          kind: 'replay',
          status: existing.responseStatus ?? 200,
          body: existing.responseBody ? JSON.parse(existing.responseBody) : null,
        };
      }
      const owner = newOwner();
      try {
        const row = await IdempotencyKey.create({
          scope,
          idemKey: key,
          requestHash,
          state: 'pending',
          owner,
          leaseUntil: leaseEnd(),
          expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_HOURS * 3600 * 1000),
        });
        hold(row.id, owner);
        return { kind: 'claimed', recordId: row.id };
      } catch (error) {
        if (error instanceof UniqueConstraintError) return { kind: 'in_progress' };
        throw error;
      }
    },

    /** Stores the answer, unless the claim was lost meanwhile (another retry took the key over). */
    async complete(recordId: string, status: number, body: unknown): Promise<void> {
      const owner = held.get(recordId);
      try {
        await IdempotencyKey.update(
          {
            state: 'done',
            responseStatus: status,
            responseBody: JSON.stringify(body ?? null),
            owner: null,
            leaseUntil: null,
          },
          { where: { id: recordId, ...(owner ? { owner } : {}) } },
        );
      } finally {
        letGo(recordId);
      }
    },

    /** Forget a claim whose request failed on our side, so the client's retry does the work. */
    async release(recordId: string): Promise<void> {
      const owner = held.get(recordId);
      try {
        await IdempotencyKey.destroy({ where: { id: recordId, ...(owner ? { owner } : {}) } });
      } finally {
        letGo(recordId);
      }
    },

    renewLeases,

    async purgeExpired(now = new Date()): Promise<number> {
      return IdempotencyKey.destroy({ where: { expiresAt: { [Op.lte]: now } } });
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
