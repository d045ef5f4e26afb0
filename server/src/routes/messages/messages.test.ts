import { MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES, SUCCESS_MESSAGES } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import {
  contents,
  conversationOf,
  markRead,
  messagesOf,
  send,
  startConversation,
  type Member,
} from '../../../test/messages.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { newId } from '../../db/ids.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = (firstName: string) => registerAndVerify(app, { firstName });
const post = (who: Member, conversationId: string, body: object, key?: string) => {
  const req = app.request
    .post(`/api/messages/conversations/${conversationId}/messages`)
    .set(bearer(who.token));
  return (key ? req.set('Idempotency-Key', key) : req).send(body);
};

async function pair() {
  const [ada, bob] = await Promise.all([member('Ada'), member('Bob')]);
  const conversation = await startConversation(app, ada, [bob]);
  return { ada, bob, conversation };
}

describe('POST /api/messages/conversations/:id/messages', () => {
  it('sends a trimmed text message (201) with the spec fields at the top level', async () => {
    const { ada, bob, conversation } = await pair();
    const res = await post(ada, conversation.id, { content: '  Hello Bob  ' });
    expect(res.status).toBe(201);
    const message = res.body.message;
    expect(res.body.data).toEqual({ message });
    expect(message).toMatchObject({
      _id: message.id,
      conversationId: conversation.id,
      senderId: ada.user.id,
      sender: { id: ada.user.id, username: ada.username, firstName: 'Ada' },
      content: 'Hello Bob',
      messageType: 'text',
      mediaUrl: null,
      replyToMessageId: null,
      read: false,
    });
    expect(Date.parse(message.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await messagesOf(app, bob, conversation.id)).messages).toEqual([{ ...message, read: false }]);
    expect((await conversationOf(app, bob, conversation.id)).unread_count).toBe(1);
  });

  it('validates the content, type, media URL and the message replied to', async () => {
    const { ada, bob, conversation } = await pair();
    const other = await startConversation(app, ada, [await member('Cy')]);
    const elsewhere = await send(app, ada, other.id, 'In another conversation');
    const cases: [object, string, string][] = [
      [{}, 'content', MESSAGE_MESSAGES.contentRequired],
      [{ content: '' }, 'content', MESSAGE_MESSAGES.contentRequired],
      [{ content: ' \n\t ' }, 'content', MESSAGE_MESSAGES.contentRequired],
      [{ content: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, 'content', MESSAGE_MESSAGES.contentTooLong],
      [{ content: 'Hi', messageType: 'sticker' }, 'messageType', MESSAGE_MESSAGES.messageType],
      [{ content: 'Hi', mediaUrl: 'javascript:alert(1)' }, 'mediaUrl', MESSAGE_MESSAGES.mediaUrl],
      [{ content: 'Hi', replyToMessageId: 'nope' }, 'replyToMessageId', MESSAGE_MESSAGES.replyTo],
      [{ content: 'Hi', replyToMessageId: elsewhere.id }, 'replyToMessageId', MESSAGE_MESSAGES.replyTo],
      [{ content: 'Hi', replyToMessageId: newId() }, 'replyToMessageId', MESSAGE_MESSAGES.replyTo],
    ];
    for (const [body, path, msg] of cases) {
      const res = await post(ada, conversation.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.errors).toEqual([{ path, msg }]);
    }
    expect((await messagesOf(app, bob, conversation.id)).messages).toEqual([]);

    const longest = await post(ada, conversation.id, { content: 'x'.repeat(MESSAGE_MAX_LENGTH) });
    expect(longest.status).toBe(201);
    const reply = await send(app, bob, conversation.id, 'Quite long', {
      replyToMessageId: longest.body.message.id,
      messageType: 'image',
      mediaUrl: 'https://example.com/cat.png',
    });
    expect(reply).toMatchObject({
      replyToMessageId: longest.body.message.id,
      messageType: 'image',
      mediaUrl: 'https://example.com/cat.png',
    });
    expect((await post(ada, conversation.id, { content: 'Hi', mediaUrl: '/media/abc.webp' })).status).toBe(
      201,
    );
  });

  it('answers a replayed send with the first answer: one message, one unread', async () => {
    const { ada, bob, conversation } = await pair();
    const key = newId();
    const first = await post(ada, conversation.id, { content: 'Only once' }, key);
    const again = await post(ada, conversation.id, { content: 'Only once' }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);

    // The same client id without the key (a retry after the key's answer was lost) finds the message.
    const id = newId();
    const created = await post(ada, conversation.id, { id, content: 'Made offline' });
    const retried = await post(ada, conversation.id, { id, content: 'Made offline' });
    expect(created.status).toBe(201);
    expect(created.body.message.id).toBe(id);
    expect(retried.status).toBe(200);
    expect(retried.body.message).toEqual(created.body.message);
    expect(contents((await messagesOf(app, bob, conversation.id)).messages)).toEqual([
      'Only once',
      'Made offline',
    ]);
    expect((await conversationOf(app, bob, conversation.id)).unread_count).toBe(2);

    // Someone else's id, or the same id in another conversation, is a conflict.
    expect((await post(bob, conversation.id, { id, content: 'Mine?' })).status).toBe(409);
    const other = await startConversation(app, ada, [await member('Cy')]);
    expect((await post(ada, other.id, { id, content: 'Made offline' })).status).toBe(409);
  });
});

describe('GET /api/messages/conversations/:id/messages', () => {
  it('pages newest first with before, each page oldest to newest, without gaps or overlaps', async () => {
    const { ada, bob, conversation } = await pair();
    const sent = [];
    for (let i = 1; i <= 7; i++) sent.push(await send(app, i % 2 ? ada : bob, conversation.id, `m${i}`));
    const all = await messagesOf(app, ada, conversation.id);
    expect(contents(all.messages)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7']);
    expect(all.hasMore).toBe(false);
    const times = all.messages.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);

    const seen: string[][] = [];
    let before: string | undefined;
    for (;;) {
      const page = await messagesOf(
        app,
        bob,
        conversation.id,
        `?limit=3${before ? `&before=${before}` : ''}`,
      );
      seen.push(contents(page.messages));
      if (!page.hasMore) break;
      before = page.messages[0]!.id;
    }
    expect(seen).toEqual([['m5', 'm6', 'm7'], ['m2', 'm3', 'm4'], ['m1']]);

    // A message arriving between pages moves nothing.
    const first = await messagesOf(app, bob, conversation.id, '?limit=2');
    await send(app, ada, conversation.id, 'm8');
    const next = await messagesOf(app, bob, conversation.id, `?limit=2&before=${first.messages[0]!.id}`);
    expect(contents(next.messages)).toEqual(['m4', 'm5']);
  });

  it('validates limit and before', async () => {
    const { ada, conversation } = await pair();
    const other = await startConversation(app, ada, [await member('Cy')]);
    const elsewhere = await send(app, ada, other.id, 'Elsewhere');
    for (const query of ['limit=0', 'limit=101', 'limit=ten', 'before=nope', `before=${elsewhere.id}`]) {
      const res = await app.request
        .get(`/api/messages/conversations/${conversation.id}/messages?${query}`)
        .set(bearer(ada.token));
      expect(res.status, query).toBe(400);
    }
    const res = await app.request
      .get(`/api/messages/conversations/${conversation.id}/messages?before=${elsewhere.id}`)
      .set(bearer(ada.token));
    expect(res.body.errors).toEqual([{ path: 'before', msg: MESSAGE_MESSAGES.before }]);
  });
});

describe('PUT /api/messages/conversations/:id/read', () => {
  it('marks the conversation read: the unread count goes to 0 and the sender sees read turn true', async () => {
    const { ada, bob, conversation } = await pair();
    const one = await send(app, ada, conversation.id, 'One');
    await send(app, ada, conversation.id, 'Two');
    expect((await messagesOf(app, ada, conversation.id)).messages.map((m) => m.read)).toEqual([false, false]);

    const partly = await markRead(app, bob, conversation.id, { upTo: one.id });
    expect(partly).toEqual({ conversationId: conversation.id, lastReadAt: one.createdAt, unread_count: 1 });
    expect((await messagesOf(app, ada, conversation.id)).messages.map((m) => m.read)).toEqual([true, false]);
    expect((await messagesOf(app, bob, conversation.id)).messages.map((m) => m.read)).toEqual([true, false]);

    const res = await app.request
      .put(`/api/messages/conversations/${conversation.id}/read`)
      .set(bearer(bob.token));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SUCCESS_MESSAGES.conversationRead);
    expect(res.body.data.unread_count).toBe(0);
    expect((await messagesOf(app, ada, conversation.id)).messages.map((m) => m.read)).toEqual([true, true]);
    const seen = await conversationOf(app, bob, conversation.id);
    expect(seen.unread_count).toBe(0);
    expect(seen.participants.find((p) => p.id === bob.user.id)?.lastReadAt).toBe(res.body.data.lastReadAt);

    // A read position never goes back.
    expect((await markRead(app, bob, conversation.id, { upTo: one.id })).unread_count).toBe(0);
    expect(
      (
        await app.request
          .put(`/api/messages/conversations/${conversation.id}/read`)
          .set(bearer(bob.token))
          .send({ upTo: 'nope' })
      ).status,
    ).toBe(400);
  });

  it('counts a group message read once every other member has read it; writing reads what came before', async () => {
    const [ada, bob, cy] = await Promise.all([member('Ada'), member('Bob'), member('Cy')]);
    const group = await startConversation(app, ada, [bob, cy]);
    await send(app, ada, group.id, 'Hello both');
    await markRead(app, bob, group.id);
    expect((await messagesOf(app, ada, group.id)).messages[0]!.read).toBe(false);
    await send(app, cy, group.id, 'Hi Ada');
    expect((await messagesOf(app, ada, group.id)).messages.map((m) => m.read)).toEqual([true, false]);
    expect((await conversationOf(app, cy, group.id)).unread_count).toBe(0);
    expect((await conversationOf(app, ada, group.id)).unread_count).toBe(1);
  });
});
