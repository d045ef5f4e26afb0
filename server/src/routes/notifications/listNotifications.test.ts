import type { NotificationDto } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.js';
import { fromBlock, NOTIFICATION_T0 as T0, notificationFixtures } from '../../../test/notifications.js';
import { createPost, type Member } from '../../../test/posts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../notifications/notificationKinds.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const ALL_KINDS = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];
const { seed, pair } = notificationFixtures(() => app);
const list = (member: Member, query = '') =>
  app.request.get(`/api/notifications${query}`).set(bearer(member.token));

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

    const pastTheEnd = await list(ada, '?page=4&limit=10');
    expect(pastTheEnd.body.data).toEqual({
      notifications: [],
      pagination: { page: 4, limit: 10, total: 23, hasMore: false },
    });
    const none = await list(ada, `?before=${new Date(T0 - 1_000).toISOString()}`);
    expect(none.body.data.pagination).toEqual({ page: 1, limit: 20, total: 0, hasMore: false });

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
    ['unread', ['comment_like', 'comment_reply', 'repost', 'post_mention', 'scheduled_post_failed']],
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
