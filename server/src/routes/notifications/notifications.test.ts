import { NOTIFICATION_IDS_MAX, SUCCESS_MESSAGES, type NotificationDto } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { fromBlock, notificationsOf, unreadCountOf } from '../../../test/notifications.js';
import { createPost, type Member } from '../../../test/posts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { newId } from '../../db/ids.js';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../notifications/notificationKinds.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const T0 = Date.parse('2026-11-21T10:00:00.000Z');
const ALL_KINDS = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** Stores notifications for `recipient` from `actor`, a second apart in the order given (the last is newest). */
async function seed(
  recipient: Member,
  actor: Member,
  kinds: NotificationKind[],
  options: { read?: boolean; postId?: string; startAt?: number } = {},
): Promise<string[]> {
  const start = options.startAt ?? T0;
  const rows = await app.ctx.db.models.Notification.bulkCreate(
    kinds.map((kind, i) => ({
      id: newId(),
      userId: recipient.user.id,
      actorId: actor.user.id,
      kind,
      postId: kind === 'follow' ? null : (options.postId ?? null),
      isRead: options.read ?? false,
      createdAt: new Date(start + i * 1000),
      updatedAt: new Date(start + i * 1000),
    })),
  );
  return rows.map((r) => r.id);
}

const pair = () =>
  Promise.all([
    registerAndVerify(app, { firstName: 'Ada' }),
    registerAndVerify(app, { firstName: 'Bob', lastName: 'Builder' }),
  ]);
const list = (member: Member, query = '') =>
  app.request.get(`/api/notifications${query}`).set(bearer(member.token));
const readOne = (member: Member, id: string) =>
  app.request.put(`/api/notifications/${id}/read`).set(bearer(member.token));
const bulkRead = (member: Member, body: unknown) =>
  app.request
    .put('/api/notifications/bulk/mark-read')
    .set(bearer(member.token))
    .send(body as object);
const bulkDelete = (member: Member, body: unknown) =>
  app.request
    .delete('/api/notifications/bulk/delete')
    .set(bearer(member.token))
    .send(body as object);
const readFlags = async (ids: string[]) => {
  const rows = await app.ctx.db.models.Notification.findAll({ where: { id: ids } });
  return Object.fromEntries(rows.map((r) => [r.id, r.isRead]));
};

describe('GET /api/notifications', () => {
  it('lists only your own, newest first, 20 a page by default, with pagination', async () => {
    const [ada, bob] = await pair();
    const post = await createPost(app, ada.token, { content: 'Ada posts' });
    const ids = await seed(ada, bob, Array(23).fill('post_like'), { postId: post.id });
    await seed(bob, ada, ['follow']);

    const first = await list(ada);
    expect(first.status).toBe(200);
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 20, total: 23, hasMore: true });
    const notifications = first.body.data.notifications as NotificationDto[];
    expect(notifications.map((n) => n.id)).toEqual(ids.slice(3).reverse());
    expect(notifications[0]).toEqual({
      id: ids[22],
      _id: ids[22],
      type: 'like',
      from: fromBlock(bob),
      message: 'liked your post',
      data: { postContent: 'Ada posts' },
      metadata: { postId: post.id },
      isRead: false,
      createdAt: new Date(T0 + 22_000).toISOString(),
    });

    const second = await list(ada, '?page=2');
    expect(second.body.data.pagination).toEqual({ page: 2, limit: 20, total: 23, hasMore: false });
    expect(second.body.data.notifications.map((n: NotificationDto) => n.id)).toEqual(
      ids.slice(0, 3).reverse(),
    );

    const small = await list(ada, '?page=3&limit=5');
    expect(small.body.data.pagination).toEqual({ page: 3, limit: 5, total: 23, hasMore: true });
    expect(small.body.data.notifications.map((n: NotificationDto) => n.id)).toEqual(
      ids.slice(8, 13).reverse(),
    );

    const before = await list(ada, `?limit=2&before=${new Date(T0 + 5_000).toISOString()}`);
    expect(before.body.data.notifications.map((n: NotificationDto) => n.id)).toEqual([ids[4], ids[3]]);
    expect(before.body.data.pagination).toEqual({ page: 1, limit: 2, total: 5, hasMore: true });
  });

  it('starts after a notification named by its time and id, also among ones of the same millisecond', async () => {
    const [ada, bob] = await pair();
    const ids = await seed(ada, bob, ['follow', 'post_like', 'post_comment', 'repost']);
    await app.ctx.db.models.Notification.update({ createdAt: new Date(T0) }, { where: { id: ids } });
    const newestFirst = [...ids].sort().reverse();
    const cursor = `${new Date(T0).toISOString()},${newestFirst[1]}`;
    const res = await list(ada, `?before=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(200);
    expect(res.body.data.notifications.map((n: NotificationDto) => n.id)).toEqual(newestFirst.slice(2));
  });

  it.each([
    ['all', ALL_KINDS],
    ['unread', ['comment_like', 'comment_reply', 'repost', 'post_mention']],
    ['like', ['post_like', 'comment_like']],
    ['comment', ['post_comment', 'comment_reply']],
    ['follow', ['follow']],
    ['retweet', ['repost', 'quote']],
    ['mention', ['post_mention', 'comment_mention']],
  ])('filters with type=%s', async (type, expected) => {
    const [ada, bob] = await pair();
    const ids = await seed(ada, bob, ALL_KINDS);
    await app.ctx.db.models.Notification.update(
      { isRead: true },
      { where: { id: ids.filter((_, i) => i % 2 === 0) } },
    );
    const res = await list(ada, `?type=${type}`);
    expect(res.status).toBe(200);
    const byId = new Map(ids.map((id, i) => [id, ALL_KINDS[i]]));
    const shown = (res.body.data.notifications as NotificationDto[]).map((n) => byId.get(n.id));
    expect(shown).toEqual([...expected].reverse());
    expect(res.body.data.pagination.total).toBe(expected.length);
  });

  it.each([
    ['?type=reposts', 'type'],
    ['?page=0', 'page'],
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?limit=ten', 'limit'],
    ['?before=yesterday', 'before'],
    ['?before=2026-11-21T10:00:00.000Z,not-an-id', 'before'],
  ])('answers 400 for %s', async (query, path) => {
    const [ada] = await pair();
    const res = await list(ada, query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual([path]);
  });
});

describe('GET /api/notifications/unread-count', () => {
  it('counts your own unread notifications', async () => {
    const [ada, bob] = await pair();
    await seed(ada, bob, ['follow', 'repost', 'quote']);
    await seed(ada, bob, ['post_like'], { read: true });
    await seed(bob, ada, ['follow']);
    const res = await app.request.get('/api/notifications/unread-count').set(bearer(ada.token));
    expect(res.body).toEqual({ success: true, data: { count: 3 } });
  });
});

describe('PUT /api/notifications/:id/read', () => {
  it('marks one of yours read and answers with it', async () => {
    const [ada, bob] = await pair();
    const [first, second] = await seed(ada, bob, ['follow', 'repost']);
    const res = await readOne(ada, first!);
    expect(res.status).toBe(200);
    expect(res.body.data.notification).toMatchObject({ id: first, type: 'follow', isRead: true });
    expect(await unreadCountOf(app, ada)).toBe(1);
    expect((await readOne(ada, first!)).body.data.notification.isRead).toBe(true);
    expect(await readFlags([first!, second!])).toEqual({ [first!]: true, [second!]: false });
  });

  it("answers 404 for someone else's, an unknown or a malformed id, and changes nothing", async () => {
    const [ada, bob] = await pair();
    const [bobs] = await seed(bob, ada, ['follow']);
    for (const id of [bobs!, newId(), 'not-an-id']) {
      const res = await readOne(ada, id);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'notification_not_found' });
    }
    expect(await readFlags([bobs!])).toEqual({ [bobs!]: false });
  });
});

describe('PUT /api/notifications/mark-all-read', () => {
  it("marks all of yours read, and nobody else's", async () => {
    const [ada, bob] = await pair();
    await seed(ada, bob, ['follow', 'repost', 'quote']);
    await seed(ada, bob, ['post_like'], { read: true });
    const bobs = await seed(bob, ada, ['follow']);
    const res = await app.request.put('/api/notifications/mark-all-read').set(bearer(ada.token));
    expect(res.body).toEqual({
      success: true,
      message: SUCCESS_MESSAGES.notificationsRead,
      data: { updated: 3 },
    });
    expect(await unreadCountOf(app, ada)).toBe(0);
    expect(await readFlags(bobs)).toEqual({ [bobs[0]!]: false });
    expect(
      (await app.request.put('/api/notifications/mark-all-read').set(bearer(ada.token))).body.data,
    ).toEqual({
      updated: 0,
    });
  });
});

describe('PUT /api/notifications/bulk/mark-read', () => {
  it("marks the named ones of yours read; someone else's ids are ignored and untouched", async () => {
    const [ada, bob] = await pair();
    const [one, two, three] = await seed(ada, bob, ['follow', 'repost', 'quote']);
    const [bobs] = await seed(bob, ada, ['follow']);
    const res = await bulkRead(ada, { notificationIds: [one, two, two, bobs, newId()] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ updated: 2 });
    expect(await readFlags([one!, two!, three!, bobs!])).toEqual({
      [one!]: true,
      [two!]: true,
      [three!]: false,
      [bobs!]: false,
    });
    expect((await bulkRead(ada, { notificationIds: [one] })).body.data).toEqual({ updated: 0 });
  });
});

describe('DELETE /api/notifications/:id', () => {
  it("deletes one of yours; someone else's answers 404 and stays", async () => {
    const [ada, bob] = await pair();
    const [mine, kept] = await seed(ada, bob, ['follow', 'repost']);
    const [bobs] = await seed(bob, ada, ['follow']);
    const res = await app.request.delete(`/api/notifications/${mine}`).set(bearer(ada.token));
    expect(res.body).toEqual({ success: true, message: SUCCESS_MESSAGES.notificationDeleted, data: null });
    expect((await notificationsOf(app, ada)).map((n) => n.id)).toEqual([kept]);
    for (const id of [mine!, bobs!, 'garbage']) {
      const again = await app.request.delete(`/api/notifications/${id}`).set(bearer(ada.token));
      expect(again.status).toBe(404);
      expect(again.body.code).toBe('notification_not_found');
    }
    expect(await notificationsOf(app, bob)).toHaveLength(1);
  });
});

describe('DELETE /api/notifications/bulk/delete', () => {
  it("deletes the named ones of yours; someone else's ids are ignored and untouched", async () => {
    const [ada, bob] = await pair();
    const [one, two, three] = await seed(ada, bob, ['follow', 'repost', 'quote']);
    const [bobs] = await seed(bob, ada, ['follow']);
    const res = await bulkDelete(ada, { notificationIds: [one, three, bobs, newId()] });
    expect(res.body).toEqual({
      success: true,
      message: SUCCESS_MESSAGES.notificationsDeleted,
      data: { deleted: 2 },
    });
    expect((await notificationsOf(app, ada)).map((n) => n.id)).toEqual([two]);
    expect((await notificationsOf(app, bob)).map((n) => n.id)).toEqual([bobs]);
  });

  it('answers a repeat with the same Idempotency-Key from the store', async () => {
    const [ada, bob] = await pair();
    const ids = await seed(ada, bob, ['follow', 'repost']);
    const send = () => bulkDelete(ada, { notificationIds: ids }).set('Idempotency-Key', `bulk-${ids[0]}`);
    const first = await send();
    const again = await send();
    expect(first.body.data).toEqual({ deleted: 2 });
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });
});

describe('notificationIds', () => {
  const tooMany = Array.from({ length: NOTIFICATION_IDS_MAX + 1 }, () => newId());
  it.each([
    ['missing', {}],
    ['empty', { notificationIds: [] }],
    ['not a list', { notificationIds: newId() }],
    ['not ids', { notificationIds: ['not-an-id'] }],
    ['numbers', { notificationIds: [42] }],
    [`more than ${NOTIFICATION_IDS_MAX}`, { notificationIds: tooMany }],
  ])('answers 400 when %s, touching nothing', async (_label, body) => {
    const [ada, bob] = await pair();
    const ids = await seed(ada, bob, ['follow']);
    for (const res of [await bulkRead(ada, body), await bulkDelete(ada, body)]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'validation_failed' });
      expect(res.body.errors[0].path).toMatch(/^notificationIds/);
    }
    expect(await readFlags(ids)).toEqual({ [ids[0]!]: false });
  });
});

describe('without a token', () => {
  it.each([
    ['get', '/api/notifications'],
    ['get', '/api/notifications/unread-count'],
    ['put', `/api/notifications/${newId()}/read`],
    ['put', '/api/notifications/mark-all-read'],
    ['put', '/api/notifications/bulk/mark-read'],
    ['delete', `/api/notifications/${newId()}`],
    ['delete', '/api/notifications/bulk/delete'],
  ] as const)('%s %s answers 401', async (method, path) => {
    const res = await app.request[method](path).send({ notificationIds: [newId()] });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'not_authenticated' });
  });
});
