import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGE_MESSAGES } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import { fail, ok, scriptFetch, TEST_USER } from '../pages/dashboard/testKit';
import { createSyncEngine, type SyncEngine } from '../sync/engine';
import { discardOutboxEntry, retryOutboxEntry } from '../sync/status';
import { outboxOf, signedInEachTest } from '../test/memberDbTestKit';
import { storeIncomingMessage } from './conversationStore';
import { markConversationRead, readMessageViews, sendMessage, startConversation } from './messages';
import {
  ALAN_P,
  GRACE_P,
  putConversations,
  putMessages,
  serverConversation,
  serverMessage,
} from './testing/messageFixtures';

let db: MemberDb;
let engine: SyncEngine | null = null;
signedInEachTest((opened) => (db = opened));
afterEach(async () => {
  await engine?.settled();
  engine?.stop();
  engine = null;
});

const drain = async () => {
  engine ??= createSyncEngine(TEST_USER.id, 'test-token');
  await engine.drain(true);
};
const views = async (conversationId: string) =>
  (await readMessageViews(db, conversationId)).map((v) => [v.message.content, v.delivery]);

describe('sendMessage', () => {
  it('shows the message at once as pending and queues it with its client id', async () => {
    await putConversations(db, serverConversation('c1'));
    const message = await sendMessage('c1', '  Hello Grace ');
    expect(await views('c1')).toEqual([['Hello Grace', 'pending']]);
    expect(await db.conversations.get('c1')).toMatchObject({
      last_message: { id: message.id, content: 'Hello Grace', senderId: TEST_USER.id },
      updated_at: message.createdAt,
    });
    const [entry] = await outboxOf(db);
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/messages/conversations/c1/messages',
      body: { id: message.id, content: 'Hello Grace' },
      kind: 'message.send',
      entityId: message.id,
      label: 'Message to Grace Hopper: “Hello Grace”',
    });
  });

  it('refuses a blank or too long message before queueing anything', async () => {
    await putConversations(db, serverConversation('c1'));
    await expect(sendMessage('c1', ' \n ')).rejects.toThrow(MESSAGE_MESSAGES.contentRequired);
    await expect(sendMessage('c1', 'x'.repeat(2001))).rejects.toThrow(MESSAGE_MESSAGES.contentTooLong);
    expect(await db.outbox.count()).toBe(0);
  });

  it('turns sent with the server copy, in the order written, each once', async () => {
    await putConversations(db, serverConversation('c1'));
    await putMessages(db, serverMessage('m0', 'c1', 1));
    const first = await sendMessage('c1', 'One');
    const second = await sendMessage('c1', 'Two');
    const calls = scriptFetch({
      'POST /messages/conversations/c1/messages': (call) => {
        const body = call.body as { id: string; content: string };
        return ok({
          message: serverMessage(body.id, 'c1', body.content === 'One' ? 5 : 6, {
            senderId: 'user-1',
            content: body.content,
          }),
        });
      },
    });
    await drain();
    const sent = calls.filter((c) => c.method === 'POST');
    expect(sent.map((c) => (c.body as { content: string }).content)).toEqual(['One', 'Two']);
    expect(await views('c1')).toEqual([
      ['Message m0', 'sent'],
      ['One', 'sent'],
      ['Two', 'sent'],
    ]);
    expect((await db.messages.get(first.id))?.origin).toBeUndefined();
    expect((await db.messages.get(second.id))?.createdAt).toBe(serverMessage('x', 'c1', 6).createdAt);
  });

  it('keeps a refused message as failed with Retry, and Discard takes it away', async () => {
    await putConversations(db, serverConversation('c1'));
    await sendMessage('c1', 'Refused');
    scriptFetch({ 'POST /messages/conversations/c1/messages': fail(400, 'Nope') });
    await drain();
    expect(await views('c1')).toEqual([['Refused', 'failed']]);
    const [entry] = await outboxOf(db);

    await retryOutboxEntry(entry!.id);
    expect(await views('c1')).toEqual([['Refused', 'pending']]);
    await drain();
    expect(await views('c1')).toEqual([['Refused', 'failed']]);
    await discardOutboxEntry(entry!.id);
    expect(await views('c1')).toEqual([]);
  });
});

describe('startConversation', () => {
  it('opens the direct conversation the device has with that member instead of starting another', async () => {
    await putConversations(db, serverConversation('c1'));
    expect(await startConversation([GRACE_P])).toBe('c1');
    expect(await db.outbox.count()).toBe(0);
  });

  it('starts a group offline; its messages wait for it and fail with it', async () => {
    const id = await startConversation([GRACE_P, ALAN_P], ' Pioneers ');
    expect(await db.conversations.get(id)).toMatchObject({
      type: 'group',
      name: 'Pioneers',
      origin: 'local',
    });
    await sendMessage(id, 'Welcome');
    const [create, send] = await outboxOf(db);
    expect(create).toMatchObject({
      kind: 'conversation.create',
      body: { id, participantIds: ['user-2', 'user-3'], type: 'group', name: 'Pioneers' },
      creates: [id],
    });
    expect(send).toMatchObject({ kind: 'message.send', dependsOn: [id] });
    scriptFetch({ 'POST /messages/conversations': fail(404, 'User not found', 'user_not_found') });
    await drain();
    expect(await db.conversations.get(id)).toBeUndefined();
    expect((await outboxOf(db)).map((e) => e.state)).toEqual(['failed', 'failed']);
  });

  it('follows the server to the pair’s existing direct conversation, taking the queued messages along', async () => {
    const id = await startConversation([GRACE_P]);
    const message = await sendMessage(id, 'Hi');
    const existing = serverConversation('c-server');
    scriptFetch({
      'POST /messages/conversations': ok({ existing: true, conversation: existing }),
      [`POST /messages/conversations/${id}/messages`]: ok({
        message: serverMessage(message.id, 'c-server', 3, { senderId: 'user-1', content: 'Hi' }),
      }),
    });
    await drain();
    expect(await db.conversations.get(id)).toMatchObject({ supersededBy: 'c-server' });
    expect(await views('c-server')).toEqual([['Hi', 'sent']]);
    expect(await views(id)).toEqual([]);
  });
});

describe('reading', () => {
  it('marks read up to the newest message from others, merging reads not yet sent', async () => {
    await putConversations(db, serverConversation('c1', { unread_count: 2 }));
    await putMessages(db, serverMessage('m1', 'c1', 1), serverMessage('m2', 'c1', 2));
    await markConversationRead('c1');
    expect((await db.conversations.get('c1'))?.unread_count).toBe(0);
    await storeAndRead(serverMessage('m3', 'c1', 3));
    const entries = await outboxOf(db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'conversation.read', body: { upTo: 'm3' }, okStatuses: [404] });
    const calls = scriptFetch({
      'PUT /messages/conversations/c1/read': ok({ conversationId: 'c1', lastReadAt: null, unread_count: 0 }),
    });
    await drain();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it('counts a live message from someone else once, while a read is still queued', async () => {
    await putConversations(db, serverConversation('c1', { unread_count: 1 }));
    await putMessages(db, serverMessage('m1', 'c1', 1));
    await markConversationRead('c1');
    const incoming = serverMessage('m2', 'c1', 2);
    const stale = serverConversation('c1', { unread_count: 2 });
    await db.transaction('rw', db.tables, () => storeIncomingMessage(db, stale, incoming, TEST_USER.id));
    await db.transaction('rw', db.tables, () => storeIncomingMessage(db, stale, incoming, TEST_USER.id));
    expect((await db.conversations.get('c1'))?.unread_count).toBe(1);
  });
});

async function storeAndRead(message: ReturnType<typeof serverMessage>) {
  await putMessages(db, message);
  await db.conversations.update('c1', { unread_count: 1 });
  await markConversationRead('c1');
}
