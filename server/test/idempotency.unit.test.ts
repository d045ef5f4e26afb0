import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import { createLogger } from '../src/logger.js';
import { errorHandler } from '../src/middlewares/errorHandler.js';
import { idempotency } from '../src/middlewares/idempotency.js';
import { createIdempotencyStore, type IdempotencyStore } from '../src/sync/idempotencyStore.js';

let dir: string;
let db: Database;
let store: IdempotencyStore;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'flock-idem-'));
  db = await openDatabase(`sqlite:${path.join(dir, 'idem.sqlite')}`);
  store = createIdempotencyStore(db);
});
afterAll(async () => {
  await db.close();
  await fs.rm(dir, { recursive: true, force: true });
});

let counter = 0;
const newKey = () => `unit-key-${(counter += 1)}-${Date.now()}`;

describe('idempotencyStore', () => {
  it('claims a key once, then replays the stored answer', async () => {
    const key = newKey();
    const claim = await store.claim('user:a', key, 'hash-1');
    expect(claim.kind).toBe('claimed');
    expect(await store.claim('user:a', key, 'hash-1')).toEqual({ kind: 'in_progress' });
    if (claim.kind !== 'claimed') throw new Error('unreachable');
    await store.complete(claim.recordId, 201, { success: true, data: { n: 1 } });
    expect(await store.claim('user:a', key, 'hash-1')).toEqual({
      kind: 'replay',
      status: 201,
      body: { success: true, data: { n: 1 } },
    });
    expect(await store.claim('user:a', key, 'hash-2')).toEqual({ kind: 'mismatch' });
    expect((await store.claim('user:b', key, 'hash-2')).kind).toBe('claimed');
  });

  it('forgets a released claim', async () => {
    const key = newKey();
    const claim = await store.claim('anonymous', key, 'h');
    if (claim.kind !== 'claimed') throw new Error('expected a claim');
    await store.release(claim.recordId);
    expect((await store.claim('anonymous', key, 'other')).kind).toBe('claimed');
  });

  it('treats an expired record as absent and purges expired ones', async () => {
    const key = newKey();
    const claim = await store.claim('user:c', key, 'h');
    if (claim.kind !== 'claimed') throw new Error('expected a claim');
    await store.complete(claim.recordId, 200, { ok: 1 });
    await db.models.IdempotencyKey.update(
      { expiresAt: new Date(Date.now() - 1000) },
      { where: { id: claim.recordId } },
    );
    expect((await store.claim('user:c', key, 'different')).kind).toBe('claimed');

    const stale = await store.claim('user:c', newKey(), 'h');
    if (stale.kind !== 'claimed') throw new Error('expected a claim');
    await db.models.IdempotencyKey.update(
      { expiresAt: new Date(Date.now() - 1000) },
      { where: { id: stale.recordId } },
    );
    expect(await store.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await db.models.IdempotencyKey.findByPk(stale.recordId)).toBeNull();
  });
});

describe('idempotency middleware', () => {
  let calls = 0;
  let failNext = false;
  let gate: Promise<void> | null = null;
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    const user = req.get('X-Test-User');
    if (user) req.tokenClaims = { userId: user, sessionId: 's' };
    next();
  });
  beforeAll(() => {
    app.use(idempotency(store, async (req) => req.tokenClaims?.userId ?? null));
    app.post('/work', async (req, res) => {
      calls += 1;
      if (gate) await gate;
      if (failNext) {
        failNext = false;
        throw new Error('boom');
      }
      res.status(201).json({ success: true, data: { calls, echo: req.body } });
    });
    app.get('/work', (_req, res) => {
      calls += 1;
      res.json({ success: true, data: { calls } });
    });
    app.use(errorHandler(createLogger({ LOG_LEVEL: 'silent', isProduction: false })));
  });
  const request = () => supertest(app);

  it('does the work once per key and replays the answer', async () => {
    const key = newKey();
    const before = calls;
    const first = await request().post('/work').set('Idempotency-Key', key).send({ a: 1 });
    const second = await request().post('/work').set('Idempotency-Key', key).send({ a: 1 });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(calls).toBe(before + 1);
  });

  it('ignores requests without a key and reads', async () => {
    const before = calls;
    await request().post('/work').send({ a: 1 });
    await request().post('/work').send({ a: 1 });
    await request().get('/work').set('Idempotency-Key', newKey());
    expect(calls).toBe(before + 3);
  });

  it('refuses a reused key with another body, and a malformed key', async () => {
    const key = newKey();
    await request().post('/work').set('Idempotency-Key', key).send({ a: 1 });
    const reused = await request().post('/work').set('Idempotency-Key', key).send({ a: 2 });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('idempotency_key_reused');

    const malformed = await request().post('/work').set('Idempotency-Key', 'bad key!').send({});
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].path).toBe('Idempotency-Key');
  });

  it('keeps keys of different members apart', async () => {
    const key = newKey();
    const before = calls;
    await request().post('/work').set('X-Test-User', 'u1').set('Idempotency-Key', key).send({ a: 1 });
    const other = await request()
      .post('/work')
      .set('X-Test-User', 'u2')
      .set('Idempotency-Key', key)
      .send({ a: 1 });
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(calls).toBe(before + 2);
  });

  it('does not store a 5xx answer', async () => {
    const key = newKey();
    failNext = true;
    const failed = await request().post('/work').set('Idempotency-Key', key).send({ a: 1 });
    expect(failed.status).toBe(500);
    const before = calls;
    const retried = await request().post('/work').set('Idempotency-Key', key).send({ a: 1 });
    expect(retried.status).toBe(201);
    expect(calls).toBe(before + 1);
  });

  it('answers 409 in progress to a duplicate that arrives while the first is running', async () => {
    const key = newKey();
    let open!: () => void;
    gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const first = request()
      .post('/work')
      .set('Idempotency-Key', key)
      .send({ a: 1 })
      .then((r) => r);
    while ((await db.models.IdempotencyKey.count({ where: { idemKey: key } })) === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const duplicate = await request().post('/work').set('Idempotency-Key', key).send({ a: 1 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe('idempotency_in_progress');
    gate = null;
    open();
    expect((await first).status).toBe(201);
  });
});

describe('idempotencyStore after a crash', () => {
  const LEASE_MS = 15_000;
  let leased: IdempotencyStore;
  beforeAll(() => {
    leased = createIdempotencyStore(db, { leaseMs: LEASE_MS, renewEveryMs: 60_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A pending key as a request that died left it: claimed by `owner`, lease until `leaseUntil`. */
  async function abandonedKey(owner: string, leaseUntil = new Date(Date.now() + LEASE_MS)) {
    const key = newKey();
    const row = await db.models.IdempotencyKey.create({
      scope: 'user:crash',
      idemKey: key,
      requestHash: 'h',
      state: 'pending',
      owner,
      leaseUntil,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    return { key, recordId: row.id };
  }

  const deadPid = async () => {
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.once('exit', resolve));
    return child.pid!;
  };

  it('takes over at once a key whose process on this host is gone', async () => {
    const { key, recordId } = await abandonedKey(`${os.hostname()}|${await deadPid()}|boot|claim`);
    expect(await leased.claim('user:crash', key, 'h')).toEqual({ kind: 'claimed', recordId });
    expect(await leased.claim('user:crash', key, 'h')).toEqual({ kind: 'in_progress' });
    await leased.complete(recordId, 201, { ok: true });
    expect(await leased.claim('user:crash', key, 'h')).toMatchObject({ kind: 'replay', status: 201 });
  });

  it('takes over a key of this pid under an earlier boot (the pid was reused)', async () => {
    const { key } = await abandonedKey(`${os.hostname()}|${process.pid}|earlier-boot|claim`);
    expect((await leased.claim('user:crash', key, 'h')).kind).toBe('claimed');
  });

  it('waits for the lease of a claim on another host, then takes it over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { key } = await abandonedKey('other-host|1|boot|claim');
    expect(await leased.claim('user:crash', key, 'h')).toEqual({ kind: 'in_progress' });
    vi.setSystemTime(Date.now() + LEASE_MS + 1);
    expect((await leased.claim('user:crash', key, 'h')).kind).toBe('claimed');
  });

  it('takes over a pending key from before leases once it is older than a lease', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const key = newKey();
    await db.models.IdempotencyKey.create({
      scope: 'user:crash',
      idemKey: key,
      requestHash: 'h',
      state: 'pending',
      expiresAt: new Date(Date.now() + 3600_000),
    });
    expect(await leased.claim('user:crash', key, 'h')).toEqual({ kind: 'in_progress' });
    vi.setSystemTime(Date.now() + LEASE_MS + 1);
    expect((await leased.claim('user:crash', key, 'h')).kind).toBe('claimed');
  });

  it('lets one of two racing retries take an abandoned key over', async () => {
    const { key } = await abandonedKey(`${os.hostname()}|${await deadPid()}|boot|claim`);
    const other = createIdempotencyStore(db, { leaseMs: LEASE_MS });
    const results = await Promise.all([
      leased.claim('user:crash', key, 'h'),
      other.claim('user:crash', key, 'h'),
      leased.claim('user:crash', key, 'h'),
    ]);
    expect(results.map((r) => r.kind).sort()).toEqual(['claimed', 'in_progress', 'in_progress']);
  });

  it('keeps a running claim alive by renewing its lease', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const key = newKey();
    const claim = await leased.claim('user:a', key, 'h');
    if (claim.kind !== 'claimed') throw new Error('expected a claim');
    const from = db.models.IdempotencyKey;
    const leaseOf = async () => (await from.findByPk(claim.recordId))!.leaseUntil!.getTime();
    const first = await leaseOf();
    vi.setSystemTime(Date.now() + LEASE_MS - 1000);
    await leased.renewLeases();
    expect(await leaseOf()).toBeGreaterThan(first);
    vi.setSystemTime(first + 1000);
    // Past its first lease, yet alive to every other process.
    expect(await leaseOf()).toBeGreaterThan(Date.now());
    await leased.complete(claim.recordId, 200, { ok: 1 });
  });

  it('stores nothing for a request that lost its claim to another process', async () => {
    const key = newKey();
    const slow = await leased.claim('user:slow', key, 'h');
    if (slow.kind !== 'claimed') throw new Error('expected a claim');
    // Another process took the key over while this one stalled past its lease.
    await db.models.IdempotencyKey.update(
      { owner: 'other-host|1|boot|claim' },
      { where: { id: slow.recordId } },
    );
    await leased.complete(slow.recordId, 201, { from: 'slow' });
    const row = await db.models.IdempotencyKey.findByPk(slow.recordId);
    expect(row).toMatchObject({ state: 'pending', owner: 'other-host|1|boot|claim' });
  });

  it('answers in progress for a claim still running in this process, whatever its lease', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const key = newKey();
    const running = await leased.claim('user:b', key, 'h');
    if (running.kind !== 'claimed') throw new Error('expected a claim');
    vi.setSystemTime(Date.now() + LEASE_MS * 2);
    expect(await leased.claim('user:b', key, 'h')).toEqual({ kind: 'in_progress' });
    await leased.release(running.recordId);
  });
});
