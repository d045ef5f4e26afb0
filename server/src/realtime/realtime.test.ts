import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ERROR_MESSAGES,
  SOCKET_PATH,
  type ServerToClientEvents,
  type SocketRefusalData,
} from '@flock/shared';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { attachSockets } from './attachSockets.js';

type ClientSocket = Socket<ServerToClientEvents>;

let app: TestApp;
let server: http.Server;
let url: string;
beforeAll(async () => {
  app = await createTestApp();
  server = http.createServer(app.app);
  attachSockets(app.ctx, server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.ctx.realtime.close();
  await new Promise((resolve) => server.close(resolve));
  await app.close();
});

const sockets: ClientSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

function open(options: { token?: string; header?: string; transports?: string[] } = {}): ClientSocket {
  const socket: ClientSocket = connectClient(url, {
    path: SOCKET_PATH,
    transports: options.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(options.token !== undefined ? { auth: { token: options.token } } : {}),
    ...(options.header ? { extraHeaders: { Authorization: options.header } } : {}),
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: ClientSocket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });

const disconnectedByServer = (socket: ClientSocket) =>
  new Promise<string>((resolve) => socket.once('disconnect', resolve));

const refused = (socket: ClientSocket) =>
  new Promise<Error & { data?: SocketRefusalData }>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the socket was let in')));
    socket.once('connect_error', resolve);
  });

/** Every event a socket receives, in order. */
function recorder(socket: ClientSocket) {
  const events: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => events.push([event, payload]));
  return {
    events,
    next: (event: string) =>
      new Promise<unknown>((resolve) => socket.once(event as 'unread_count', (payload) => resolve(payload))),
  };
}

describe('socket handshake', () => {
  it('refuses a socket without a token', async () => {
    const error = await refused(open());
    expect(error.message).toBe(ERROR_MESSAGES.not_authenticated);
    expect(error.data).toEqual({ code: 'not_authenticated' });
  });

  it('refuses a bad token', async () => {
    const error = await refused(open({ token: 'not-a-jwt' }));
    expect(error.message).toBe(ERROR_MESSAGES.session_expired);
    expect(error.data).toEqual({ code: 'session_expired' });
    const forged = await refused(open({ header: `Bearer ${'x'.repeat(20)}.${'y'.repeat(20)}.z` }));
    expect(forged.data).toEqual({ code: 'session_expired' });
  });

  it('refuses the token of a session that was logged out', async () => {
    const member = await registerAndVerify(app);
    await connected(open({ token: member.token }));
    expect((await app.request.post('/api/auth/logout').set(bearer(member.token))).status).toBe(200);
    const error = await refused(open({ token: member.token }));
    expect(error.data).toEqual({ code: 'session_expired' });
  });

  it('drops the open socket of a session that logs out, and only that one', async () => {
    const member = await registerAndVerify(app);
    const other = await app.request
      .post('/api/auth/login')
      .send({ email: member.user.email, password: member.password });
    expect(other.status).toBe(200);
    const phone = open({ token: member.token });
    const laptop = open({ token: (other.body as { data: { token: string } }).data.token });
    await Promise.all([connected(phone), connected(laptop)]);
    const phoneDropped = disconnectedByServer(phone);

    expect((await app.request.post('/api/auth/logout').set(bearer(member.token))).status).toBe(200);
    expect(await phoneDropped).toBe('io server disconnect');
    const laptopHears = recorder(laptop).next('unread_count');
    app.ctx.realtime.emitToUser(member.user.id, 'unread_count', { count: 1 });
    expect(await laptopHears).toEqual({ count: 1 });
    expect(laptop.connected).toBe(true);
  });

  it('drops every socket of a member whose account is deleted', async () => {
    const member = await registerAndVerify(app);
    const device = open({ token: member.token });
    await connected(device);
    const dropped = disconnectedByServer(device);
    const res = await app.request
      .delete('/api/auth/account')
      .set(bearer(member.token))
      .send({ password: member.password });
    expect(res.status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
  });

  it('refuses a member whose account was deactivated', async () => {
    const member = await registerAndVerify(app);
    await app.ctx.db.models.User.update({ isActive: false }, { where: { id: member.user.id } });
    const error = await refused(open({ token: member.token }));
    expect(error.data).toEqual({ code: 'account_deactivated' });
  });

  it('lets in a good token from auth.token or the Authorization header, over websocket or polling', async () => {
    const member = await registerAndVerify(app);
    await connected(open({ token: member.token }));
    await connected(open({ header: `Bearer ${member.token}` }));
    await connected(open({ token: member.token, transports: ['polling'] }));
  });
});

describe('emitToUser', () => {
  it("reaches every socket of the member, and no one else's", async () => {
    const [member, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const phone = open({ token: member.token });
    const laptop = open({ token: member.token });
    const stranger = open({ token: other.token });
    await Promise.all([connected(phone), connected(laptop), connected(stranger)]);
    const phoneEvents = recorder(phone);
    const laptopEvents = recorder(laptop);
    const strangerEvents = recorder(stranger);

    const phoneGot = phoneEvents.next('unread_count');
    const laptopGot = laptopEvents.next('unread_count');
    const strangerGot = strangerEvents.next('sync.poke');
    // One socket receives events in the order they were sent: had the first one leaked, it would come first.
    app.ctx.realtime.emitToUser(other.user.id, 'sync.poke', { scope: 'notifications' });
    app.ctx.realtime.emitToUser(member.user.id, 'unread_count', { count: 3 });

    expect(await phoneGot).toEqual({ count: 3 });
    expect(await laptopGot).toEqual({ count: 3 });
    expect(await strangerGot).toEqual({ scope: 'notifications' });
    expect(phoneEvents.events).toEqual([['unread_count', { count: 3 }]]);
    expect(laptopEvents.events).toEqual([['unread_count', { count: 3 }]]);
    expect(strangerEvents.events).toEqual([['sync.poke', { scope: 'notifications' }]]);
  });

  it("pokes the member's devices when their settings change", async () => {
    const member = await registerAndVerify(app);
    const device = open({ token: member.token });
    await connected(device);
    const poke = recorder(device).next('sync.poke');
    const res = await app.request
      .put('/api/settings')
      .set(bearer(member.token))
      .send({ emailNotifications: false });
    expect(res.status).toBe(200);
    expect(await poke).toEqual({ scope: 'settings' });
  });
});

describe('new_post', () => {
  it('signals a new post to the followers who may see it, and to no one else', async () => {
    const author = await registerAndVerify(app);
    const follower = await registerAndVerify(app);
    const friend = await registerAndVerify(app);
    const stranger = await registerAndVerify(app);
    const follow = (who: typeof author, whom: typeof author) =>
      app.request.post(`/api/users/follow/${whom.user.id}`).set(bearer(who.token)).expect(200);
    await follow(follower, author);
    await follow(friend, author);
    await follow(author, friend);
    const devices = [author, follower, friend, stranger].map((member) => open({ token: member.token }));
    await Promise.all(devices.map(connected));
    const [authorSeen, followerSeen, friendSeen, strangerSeen] = devices.map(recorder) as [
      ReturnType<typeof recorder>,
      ReturnType<typeof recorder>,
      ReturnType<typeof recorder>,
      ReturnType<typeof recorder>,
    ];

    const posted: Record<string, string> = {};
    for (const privacy of ['public', 'friends', 'private'] as const) {
      const res = await app.request
        .post('/api/posts')
        .set(bearer(author.token))
        .send({ content: `A ${privacy} post`, privacy })
        .expect(201);
      posted[privacy] = (res.body as { data: { post: { id: string } } }).data.post.id;
    }
    // One socket receives events in order: a marker sent after the posts comes after any signal.
    const markers = [authorSeen, followerSeen, friendSeen, strangerSeen].map((seen) =>
      seen.next('unread_count'),
    );
    for (const member of [author, follower, friend, stranger]) {
      app.ctx.realtime.emitToUser(member.user.id, 'unread_count', { count: 0 });
    }
    await Promise.all(markers);

    const signals = (seen: ReturnType<typeof recorder>) =>
      seen.events.filter(([event]) => event === 'new_post').map(([, payload]) => payload);
    const about = (privacy: string) => ({ postId: posted[privacy], authorId: author.user.id });
    expect(signals(followerSeen)).toEqual([about('public')]);
    expect(signals(friendSeen)).toEqual([about('public'), about('friends')]);
    expect(signals(strangerSeen)).toEqual([]);
    expect(signals(authorSeen)).toEqual([]);
  });
});
