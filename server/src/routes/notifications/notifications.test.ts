import { NOTIFICATION_IDS_MAX, SUCCESS_MESSAGES } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.js';
import { notificationFixtures, notificationsOf, unreadCountOf } from '../../../test/notifications.js';
import type { Member } from '../../../test/posts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { newId } from '../../db/ids.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const { seed, pair } = notificationFixtures(() => app);
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
