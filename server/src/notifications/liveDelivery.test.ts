import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SOCKET_PATH, type ServerToClientEvents } from '@flock/shared';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../test/accounts.js';
import { fromBlock, notificationsOf } from '../../test/notifications.js';
import { createPost, follow, type Member } from '../../test/posts.js';
import { browserPushKeys } from '../../../testing/pushKeys.js';
import { startPushServiceStandIn, type PushServiceStandIn } from '../../../testing/pushServiceStandIn.js';
import { waitUntil } from '../../test/testDatabase.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import type { AppContext } from '../context.js';
import { createJobRunner } from '../jobs/createJobRunner.js';
import { PUSH_ICON, SendWebPushJob, type SendWebPushData } from '../jobs/definitions/SendWebPushJob.js';
import { createLogger } from '../logger.js';
import { attachSockets } from '../realtime/attachSockets.js';
import { createPushService } from '../services/push/pushService.js';

type ClientSocket = Socket<ServerToClientEvents>;

let app: TestApp;
let server: http.Server;
let url: string;
let pushService: PushServiceStandIn;
beforeAll(async () => {
  app = await createTestApp();
  pushService = await startPushServiceStandIn();
  server = http.createServer(app.app);
  attachSockets(app.ctx, server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.ctx.realtime.close();
  await new Promise((resolve) => server.close(resolve));
  await pushService.close();
  await app.close();
});

const sockets: ClientSocket[] = [];
let runner: ReturnType<typeof startWorker> | undefined;
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await runner?.stop();
  runner = undefined;
});

/** A connected socket of the member and every event it receives, in order. */
async function connect(member: Member) {
  const socket: ClientSocket = connectClient(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token: member.token },
  });
  sockets.push(socket);
  const events: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => events.push([event, payload]));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return {
    events,
    /** Waits until `count` events have arrived and returns them. */
    async first(count: number) {
      await waitUntil(() => events.length >= count, `${count} socket events arrived`);
      return events.slice(0, count);
    },
  };
}

const member = (firstName: string, lastName = 'Lovelace') => registerAndVerify(app, { firstName, lastName });

/** A member with push turned on and one device subscribed at the push stand-in. */
async function memberWithDevice(firstName: string, pushOn = true) {
  const someone = await member(firstName);
  const device = `device-${someone.user.id}`;
  const browser = browserPushKeys();
  pushService.registerDevice(device, browser);
  const subscribed = await app.request
    .post('/api/push/subscriptions')
    .set(bearer(someone.token))
    .send({ endpoint: pushService.endpointFor(device), keys: browser.keys });
  expect(subscribed.status).toBe(201);
  const settings = await app.request
    .put('/api/settings')
    .set(bearer(someone.token))
    .send({ pushNotifications: pushOn });
  expect(settings.status).toBe(200);
  return { ...someone, device };
}

async function pushJobsFor(userId: string): Promise<SendWebPushData[]> {
  const rows = await app.ctx.db.models.AgendaJob.findAll({ where: { name: SendWebPushJob.name } });
  return rows
    .map((row) => JSON.parse(row.data ?? 'null') as SendWebPushData)
    .filter((data) => data.userId === userId);
}

function startWorker() {
  const push = createPushService({
    vapid: app.ctx.secrets.vapid,
    subject: 'mailto:ops@flock.test',
    agent: pushService.agent,
  });
  const context: AppContext = { ...app.ctx, push };
  return createJobRunner({
    db: app.ctx.db,
    env: { AGENDA_PROCESS_EVERY_MS: 100, JOB_LOCK_LIFETIME_MS: 60_000 },
    logger: createLogger({ LOG_LEVEL: 'silent', isProduction: false }),
    context: () => context,
    name: 'notification-push-worker',
    definitions: [SendWebPushJob] as const,
  });
}

describe('live delivery', () => {
  it('sends new_notification, post_liked, the unread count and a poke when another member likes your post', async () => {
    const [ada, bob] = await Promise.all([member('Ada'), member('Bob', 'Builder')]);
    const post = await createPost(app, ada.token, { content: 'Live!' });
    const phone = await connect(ada);
    await app.request.put(`/api/posts/${post.id}/like`).set(bearer(bob.token)).expect(200);

    const [stored] = await notificationsOf(app, ada);
    expect(await phone.first(4)).toEqual([
      ['new_notification', { type: 'notification', data: stored }],
      ['post_liked', { postId: post.id, userId: bob.user.id }],
      ['unread_count', { count: 1 }],
      ['sync.poke', { scope: 'notifications' }],
    ]);
    expect(stored).toMatchObject({ type: 'like', message: 'liked your post', from: fromBlock(bob) });
  });

  it('sends user_followed for a follow and post_commented for a comment', async () => {
    const [ada, bob] = await Promise.all([member('Ada'), member('Bob')]);
    const post = await createPost(app, ada.token);
    const laptop = await connect(ada);
    await follow(app, bob.token, ada.user.id);
    const followEvents = await laptop.first(4);
    expect(followEvents[1]).toEqual(['user_followed', { followerId: bob.user.id }]);

    const res = await app.request
      .post(`/api/posts/${post.id}/comments`)
      .set(bearer(bob.token))
      .send({ content: 'nice' });
    const commentEvents = (await laptop.first(8)).slice(4);
    expect(commentEvents.map(([event]) => event)).toEqual([
      'new_notification',
      'post_commented',
      'unread_count',
      'sync.poke',
    ]);
    expect(commentEvents[1]![1]).toEqual({
      postId: post.id,
      commentId: res.body.data.comment.id,
      userId: bob.user.id,
    });
    expect(commentEvents[2]![1]).toEqual({ count: 2 });
  });

  it("keeps the member's other devices in step when notifications are read, deleted or taken back", async () => {
    const [ada, bob] = await Promise.all([member('Ada'), member('Bob')]);
    const post = await createPost(app, ada.token);
    const tablet = await connect(ada);
    await follow(app, bob.token, ada.user.id);
    await app.request.put(`/api/posts/${post.id}/like`).set(bearer(bob.token)).expect(200);
    await tablet.first(8);
    const [liked, followed] = await notificationsOf(app, ada);
    expect([liked!.type, followed!.type]).toEqual(['like', 'follow']);
    let seen = 8;
    const next = async (count: number) => {
      const events = (await tablet.first(seen + count)).slice(seen);
      seen += count;
      return events;
    };

    await app.request.put(`/api/notifications/${followed!.id}/read`).set(bearer(ada.token)).expect(200);
    expect(await next(2)).toEqual([
      ['unread_count', { count: 1 }],
      ['sync.poke', { scope: 'notifications' }],
    ]);
    await app.request.put(`/api/posts/${post.id}/like`).set(bearer(bob.token)).expect(200);
    expect(await next(2)).toEqual([
      ['unread_count', { count: 0 }],
      ['sync.poke', { scope: 'notifications' }],
    ]);
    expect(await notificationsOf(app, ada)).toMatchObject([{ id: followed!.id }]);
    await app.request.delete(`/api/notifications/${followed!.id}`).set(bearer(ada.token)).expect(200);
    expect(await next(2)).toEqual([
      ['unread_count', { count: 0 }],
      ['sync.poke', { scope: 'notifications' }],
    ]);
  });
});

describe('Web Push for new notifications', () => {
  it('enqueues a SendWebPushJob in the spec wording, which reaches the device encrypted', async () => {
    const [ada, bob] = await Promise.all([memberWithDevice('Ada'), member('Bob', 'Builder')]);
    const post = await createPost(app, ada.token, { content: 'push me' });
    await app.request.put(`/api/posts/${post.id}/like`).set(bearer(bob.token)).expect(200);
    const listed = await app.request.get('/api/notifications').set(bearer(ada.token)).expect(200);
    const message = {
      title: 'Flock',
      body: 'Bob Builder liked your post',
      url: `/dashboard?highlight=${post.id}`,
      tag: `post:${post.id}`,
      notificationId: listed.body.data.notifications[0].id as string,
      badgeCount: 1,
      actions: ['mark_read'],
      target: {
        notificationId: listed.body.data.notifications[0].id as string,
        postId: post.id,
        actorId: bob.user.id,
        actorUsername: bob.username,
      },
    };
    expect(await pushJobsFor(ada.user.id)).toEqual([{ userId: ada.user.id, ...message, ttlSeconds: 86_400 }]);

    runner = startWorker();
    await runner.start();
    await waitUntil(
      () => pushService.received.some((push) => push.device === ada.device),
      'the push reached the device',
    );
    expect(pushService.received.filter((push) => push.device === ada.device)).toMatchObject([
      { status: 201, ttl: '86400', payload: { ...message, icon: PUSH_ICON } },
    ]);
  });

  it('pushes a follow with a link to the profile, and nothing to members who turned push off', async () => {
    const [quiet, ada, bob] = [
      await memberWithDevice('Quiet', false),
      await memberWithDevice('Ada'),
      await member('Bob', 'Builder'),
    ];
    await createPost(app, bob.token, { content: `hello @${quiet.username} and @${ada.username}` });
    expect(await pushJobsFor(ada.user.id)).toMatchObject([
      { body: 'Bob Builder mentioned you in a post', actions: ['like', 'mark_read'] },
    ]);
    expect(await pushJobsFor(quiet.user.id)).toEqual([]);

    await follow(app, bob.token, ada.user.id);
    expect((await pushJobsFor(ada.user.id)).find((job) => job.body.endsWith('you'))).toMatchObject({
      title: 'Flock',
      body: 'Bob Builder started following you',
      url: `/profile/${bob.username}`,
      badgeCount: 2,
      actions: ['follow_back', 'mark_read'],
      target: { actorId: bob.user.id, actorUsername: bob.username },
    });
  });
});
