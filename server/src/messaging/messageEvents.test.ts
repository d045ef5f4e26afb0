import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SOCKET_PATH,
  conversationTag,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@flock/shared';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../test/accounts.js';
import { conversationOf, markRead, send, startConversation, type Member } from '../../test/messages.js';
import { browserPushKeys } from '../../../testing/pushKeys.js';
import { startPushServiceStandIn, type PushServiceStandIn } from '../../../testing/pushServiceStandIn.js';
import { waitUntil } from '../../test/testDatabase.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { SendWebPushJob, type SendWebPushData } from '../jobs/definitions/SendWebPushJob.js';
import { attachSockets } from '../realtime/attachSockets.js';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Short, so the test of a start nobody stops does not wait the real few seconds. */
const TYPING_TIMEOUT_MS = 300;

let app: TestApp;
let server: http.Server;
let url: string;
let pushService: PushServiceStandIn;
beforeAll(async () => {
  app = await createTestApp();
  pushService = await startPushServiceStandIn();
  server = http.createServer(app.app);
  attachSockets(app.ctx, server, { typing: { timeoutMs: TYPING_TIMEOUT_MS } });
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
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

/** A connected device of the member and every event it receives, in order. */
async function connect(who: Member) {
  const socket: ClientSocket = connectClient(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token: who.token },
  });
  sockets.push(socket);
  const events: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => events.push([event, payload]));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return {
    socket,
    events,
    /** The events named `name` once at least `count` of them arrived. */
    async named(name: string, count = 1) {
      const matching = () => events.filter(([event]) => event === name);
      await waitUntil(() => matching().length >= count, `${count} ${name} event(s) arrived`);
      return matching().map(([, payload]) => payload);
    },
    /** Sends a typing signal and waits for the server's answer. */
    signal(event: 'typing_start' | 'typing_stop', conversationId: string) {
      return new Promise<boolean>((resolve) => socket.emit(event, { conversationId }, resolve));
    },
  };
}

const member = (firstName: string) => registerAndVerify(app, { firstName });

async function memberWithDevice(firstName: string) {
  const someone = await member(firstName);
  const device = `device-${someone.user.id}`;
  const browser = browserPushKeys();
  pushService.registerDevice(device, browser);
  await app.request
    .post('/api/push/subscriptions')
    .set(bearer(someone.token))
    .send({ endpoint: pushService.endpointFor(device), keys: browser.keys })
    .expect(201);
  await app.request
    .put('/api/settings')
    .set(bearer(someone.token))
    .send({ pushNotifications: true })
    .expect(200);
  return someone;
}

async function pushJobsFor(userId: string): Promise<SendWebPushData[]> {
  const rows = await app.ctx.db.models.AgendaJob.findAll({ where: { name: SendWebPushJob.name } });
  return rows
    .map((row) => JSON.parse(row.data ?? 'null') as SendWebPushData)
    .filter((data) => data.userId === userId);
}

describe('new_message', () => {
  it('reaches every device of every member, the sender’s included, as each of them sees it', async () => {
    const [ada, bob, eve] = await Promise.all([member('Ada'), member('Bob'), member('Eve')]);
    const conversation = await startConversation(app, ada, [bob]);
    const [adaPhone, adaLaptop, bobPhone, evePhone] = await Promise.all([
      connect(ada),
      connect(ada),
      connect(bob),
      connect(eve),
    ]);
    const message = await send(app, ada, conversation.id, 'Hello Bob');

    const [toBob] = (await bobPhone.named('new_message')) as { conversation: unknown; message: unknown }[];
    expect(toBob).toEqual({
      conversation: await conversationOf(app, bob, conversation.id),
      message: { ...message, read: false },
    });
    expect(toBob!.conversation).toMatchObject({ unread_count: 1, last_message: { id: message.id } });
    for (const device of [adaPhone, adaLaptop]) {
      const [own] = (await device.named('new_message')) as { conversation: { unread_count: number } }[];
      expect(own).toMatchObject({ conversation: { unread_count: 0 }, message: { id: message.id } });
    }
    // Eve hears nothing: a later event of hers arrives with nothing before it.
    await startConversation(app, bob, [eve]);
    await evePhone.named('conversation_updated');
    expect(evePhone.events.map(([event]) => event)).toEqual(['conversation_updated']);
  });

  it('tells every member when someone reads, and when writing read what came before', async () => {
    const [ada, bob] = await Promise.all([member('Ada'), member('Bob')]);
    const conversation = await startConversation(app, ada, [bob]);
    const first = await send(app, ada, conversation.id, 'One');
    const [adaPhone, bobTablet] = await Promise.all([connect(ada), connect(bob)]);
    const read = await markRead(app, bob, conversation.id);
    for (const device of [adaPhone, bobTablet]) {
      expect(await device.named('messages_read')).toEqual([
        { conversationId: conversation.id, userId: bob.user.id, lastReadAt: read.lastReadAt },
      ]);
    }
    expect(read.lastReadAt).toBe(first.createdAt);

    await send(app, ada, conversation.id, 'Two');
    const reply = await send(app, bob, conversation.id, 'Reply');
    const reads = await adaPhone.named('messages_read', 2);
    expect(reads[1]).toEqual({
      conversationId: conversation.id,
      userId: bob.user.id,
      lastReadAt: reply.createdAt,
    });
  });
});

describe('typing', () => {
  it('is relayed to the other members only, and stopped when the typer says so', async () => {
    const [ada, bob, cy, eve] = await Promise.all([
      member('Ada'),
      member('Bob'),
      member('Cy'),
      member('Eve'),
    ]);
    const group = await startConversation(app, ada, [bob, cy]);
    const [adaPhone, adaLaptop, bobPhone, cyPhone, evePhone] = await Promise.all([
      connect(ada),
      connect(ada),
      connect(bob),
      connect(cy),
      connect(eve),
    ]);
    expect(await adaPhone.signal('typing_start', group.id)).toBe(true);
    const typing = { userId: ada.user.id, conversationId: group.id };
    expect(await bobPhone.named('user_typing')).toEqual([typing]);
    expect(await cyPhone.named('user_typing')).toEqual([typing]);
    expect(await adaPhone.signal('typing_stop', group.id)).toBe(true);
    // Once, whether the stop or the timeout came first.
    expect(await bobPhone.named('user_stopped_typing')).toEqual([typing]);
    expect(bobPhone.events.map(([event]) => event)).toEqual(['user_typing', 'user_stopped_typing']);

    // Someone outside the conversation, or a payload that names none, is not relayed.
    expect(await evePhone.signal('typing_start', group.id)).toBe(false);
    expect(
      await new Promise((resolve) =>
        evePhone.socket.emit('typing_start', { conversationId: 'nope' }, resolve),
      ),
    ).toBe(false);
    expect(await cyPhone.signal('typing_start', group.id)).toBe(true);
    expect(await bobPhone.named('user_typing', 2)).toEqual([
      typing,
      { userId: cy.user.id, conversationId: group.id },
    ]);
    // Stops may come in between: the start times out after TYPING_TIMEOUT_MS here.
    expect(adaLaptop.events.filter(([event]) => event === 'user_typing')).toEqual([
      ['user_typing', { userId: cy.user.id, conversationId: group.id }],
    ]);
    expect(evePhone.events).toEqual([]);
  });

  it('stops a start that is not followed up, and whatever a closing device was typing', async () => {
    const [ada, bob] = await Promise.all([member('Ada'), member('Bob')]);
    const conversation = await startConversation(app, ada, [bob]);
    const [adaPhone, bobPhone] = await Promise.all([connect(ada), connect(bob)]);
    const typing = { userId: ada.user.id, conversationId: conversation.id };
    await adaPhone.signal('typing_start', conversation.id);
    expect(await bobPhone.named('user_stopped_typing')).toEqual([typing]);

    await adaPhone.signal('typing_start', conversation.id);
    await bobPhone.named('user_typing', 2);
    adaPhone.socket.disconnect();
    expect(await bobPhone.named('user_stopped_typing', 2)).toEqual([typing, typing]);
  });
});

describe('Web Push for messages', () => {
  it('pushes to members with push on and no live connection, one notification per conversation', async () => {
    const [ada, bob] = await Promise.all([memberWithDevice('Ada'), member('Bob')]);
    const conversation = await startConversation(app, bob, [ada]);
    await send(app, bob, conversation.id, 'Are you there?');
    await send(app, bob, conversation.id, 'Ada?');
    const pushed = {
      userId: ada.user.id,
      url: `/messages?conversation=${conversation.id}`,
      tag: conversationTag(conversation.id),
      urgency: 'high',
      ttlSeconds: 86_400,
    };
    expect(await pushJobsFor(ada.user.id)).toEqual([
      { ...pushed, title: `Bob ${bob.lastName}`, body: 'Are you there?' },
      { ...pushed, title: `Bob ${bob.lastName} (2 new messages)`, body: 'Ada?' },
    ]);
    expect(await pushJobsFor(bob.user.id)).toEqual([]);

    const group = await startConversation(app, bob, [ada, await member('Cy')], { name: 'Trio' });
    await connect(ada);
    await send(app, bob, group.id, 'Nobody pushes a connected member');
    expect(await pushJobsFor(ada.user.id)).toHaveLength(2);
  });

  it('names the group and the sender', async () => {
    const [ada, bob, cy] = await Promise.all([memberWithDevice('Ada'), member('Bob'), member('Cy')]);
    const group = await startConversation(app, bob, [ada, cy], { name: 'Trio' });
    await send(app, bob, group.id, 'Dinner at 8?');
    expect(await pushJobsFor(ada.user.id)).toMatchObject([
      { title: 'Trio', body: 'Bob: Dinner at 8?', tag: conversationTag(group.id) },
    ]);
  });
});

describe('account deletion', () => {
  it('sends the other members the conversation as it is without the deleted member', async () => {
    const [ada, bob] = await Promise.all([member('Ada'), member('Bob')]);
    const conversation = await startConversation(app, ada, [bob]);
    await send(app, bob, conversation.id, 'Bye');
    const adaPhone = await connect(ada);
    await app.request
      .delete('/api/auth/account')
      .set(bearer(bob.token))
      .send({ password: bob.password })
      .expect(200);
    const [update] = (await adaPhone.named('conversation_updated')) as { conversation: unknown }[];
    expect(update!.conversation).toMatchObject({
      id: conversation.id,
      hasDeletedMember: true,
      unread_count: 0,
    });
  });
});
