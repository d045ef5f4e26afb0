import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { allowMemberDb } from './deletedMemberDbs';
import { forgetSession } from './sessionStore';
import { newOutboxEntry } from '@flock/shared';
import { entriesAbout } from '../sync/outboxQueue';
import { MEMBER_DB_SCHEMA, MEMBER_DB_VERSIONS, memberDb, memberDbName } from './memberDb';

const exists = async (name: string) => (await Dexie.getDatabaseNames()).includes(name);

describe('memberDb after sign-out (forgetSession)', () => {
  it('does not recreate a deleted database on a late access, until the member signs in again', async () => {
    const userId = 'member-1';
    await memberDb(userId).outbox.count();
    expect(await exists(memberDbName(userId))).toBe(true);

    await forgetSession(userId);
    await expect(memberDb(userId).outbox.count()).rejects.toThrow();
    expect(await exists(memberDbName(userId))).toBe(false);

    allowMemberDb(userId);
    expect(await memberDb(userId).outbox.count()).toBe(0);
    expect(await exists(memberDbName(userId))).toBe(true);
  });
});

describe('memberDb upgrade to version 14 (outbox indexes)', () => {
  it('keeps what a device at version 13 holds, and finds its outbox entries by what they need and by kind', async () => {
    const userId = 'member-upgraded';
    const name = memberDbName(userId);
    const old = new Dexie(name);
    for (const { version, stores } of MEMBER_DB_VERSIONS.filter((v) => v.version <= 13)) {
      old.version(version).stores(stores);
    }
    const now = Date.now();
    const like = newOutboxEntry(
      {
        method: 'PUT',
        path: '/posts/p1/like',
        kind: 'post.like',
        entityId: 'p1',
        label: 'Like',
        undo: null,
        body: { liked: true },
      },
      0,
      now,
    );
    const comment = newOutboxEntry(
      {
        method: 'POST',
        path: '/posts/p1/comments',
        kind: 'comment.create',
        entityId: 'c1',
        dependsOn: ['p1'],
        creates: ['c1'],
        label: 'Comment',
        undo: { commentId: 'c1', postId: 'p1' },
        body: { id: 'c1', content: 'Hello' },
      },
      like.seq,
      now,
    );
    const post = newOutboxEntry(
      {
        method: 'POST',
        path: '/posts',
        kind: 'post.create',
        entityId: 'p2',
        creates: ['p2'],
        label: 'Post',
        undo: { postIds: ['p2'] },
      },
      comment.seq,
      now,
    );
    await old.table('outbox').bulkAdd([like, comment, post]);
    await old.table('profile').put({ key: 'self', user: { id: userId }, savedAt: now });
    old.close();

    const db = memberDb(userId);
    expect(await db.outbox.orderBy('seq').toArray()).toEqual([like, comment, post]);
    expect(db.verno).toBe(14);
    expect((await db.profile.get('self'))?.user).toEqual({ id: userId });
    expect((await db.outbox.where('dependsOn').equals('p1').toArray()).map((e) => e.id)).toEqual([
      comment.id,
    ]);
    expect((await db.outbox.where('kind').equals('post.create').toArray()).map((e) => e.id)).toEqual([
      post.id,
    ]);
    expect((await entriesAbout(db, ['p1'])).map((e) => e.id)).toEqual([like.id, comment.id]);
    expect(await entriesAbout(db, ['nothing'])).toEqual([]);
    db.close();
  });
});

/** Each store's primary key and indexes as Dexie declares them: 'id, createdAt' reads as ['id', 'createdAt']. */
const declared = (spec: string) => spec.split(',').map((part) => part.trim());

describe('memberDb from any earlier version', () => {
  it.each([1, 2, 8, 13])(
    'upgrades a device at version %i to every store and index of the newest',
    async (from) => {
      const userId = `member-at-${from}`;
      const old = new Dexie(memberDbName(userId));
      for (const { version, stores } of MEMBER_DB_VERSIONS.filter((v) => v.version <= from)) {
        old.version(version).stores(stores);
      }
      const savedAt = Date.now();
      await old.table('profile').put({ key: 'self', user: { id: userId }, savedAt });
      old.close();

      const db = memberDb(userId);
      expect((await db.profile.get('self'))?.savedAt).toBe(savedAt);
      expect(db.verno).toBe(MEMBER_DB_SCHEMA.version);
      const installed = Object.fromEntries(
        db.tables.map((table) => [
          table.name,
          [table.schema.primKey.src, ...table.schema.indexes.map((i) => i.src)],
        ]),
      );
      expect(installed).toEqual(
        Object.fromEntries(
          Object.entries(MEMBER_DB_SCHEMA.stores).map(([name, spec]) => [name, declared(spec)]),
        ),
      );
      // The indexes exist in IndexedDB itself, not only in Dexie's idea of them.
      const idb = db.backendDB();
      expect([...idb.objectStoreNames].sort()).toEqual(Object.keys(MEMBER_DB_SCHEMA.stores).sort());
      const store = idb.transaction('outbox').objectStore('outbox');
      expect([...store.indexNames].sort()).toEqual(['dependsOn', 'entityId', 'kind', 'seq', 'state']);
      db.close();
    },
  );
});
