import { GROUP_NAME_MAX, MESSAGE_MESSAGES, SUCCESS_MESSAGES } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import {
  conversationOf,
  conversationsOf,
  ids,
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
const create = (who: Member, body: object) =>
  app.request.post('/api/messages/conversations').set(bearer(who.token)).send(body);

describe('POST /api/messages/conversations', () => {
  it('starts a direct conversation (201) and answers the same one, existing, when either side starts it again', async () => {
    const [ada, bob] = await Promise.all([member('Ada'), member('Bob')]);
    const first = await create(ada, { participantIds: ids(bob) });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ success: true, existing: false });
    const conversation = first.body.conversation;
    expect(first.body.data).toEqual({ existing: false, conversation });
    expect(conversation).toMatchObject({
      _id: conversation.id,
      type: 'direct',
      name: null,
      createdBy: ada.user.id,
      last_message: null,
      unread_count: 0,
      archived: false,
      hasDeletedMember: false,
    });
    expect(conversation.participants.map((p: { id: string }) => p.id)).toEqual(ids(ada, bob));
    expect(conversation.participants[1]).toEqual({
      id: bob.user.id,
      _id: bob.user.id,
      username: bob.username,
      firstName: 'Bob',
      lastName: bob.lastName,
      profilePicture: null,
      isPremium: false,
      subscriptionType: 'basic',
      lastReadAt: null,
    });

    for (const [who, other] of [
      [ada, bob],
      [bob, ada],
    ] as const) {
      const again = await create(who, { participantIds: ids(other), type: 'direct' });
      expect(again.status).toBe(200);
      expect(again.body.existing).toBe(true);
      expect(again.body.conversation.id).toBe(conversation.id);
    }
    expect(await conversationsOf(app, ada)).toHaveLength(1);
  });

  it('makes a group when more than one member is chosen, with its name and description', async () => {
    const [ada, bob, cy] = await Promise.all([member('Ada'), member('Bob'), member('Cy')]);
    const group = await startConversation(app, ada, [bob, cy], {
      name: '  Book club ',
      description: 'Monthly reads',
    });
    expect(group).toMatchObject({ type: 'group', name: 'Book club', description: 'Monthly reads' });
    expect(group.participants.map((p) => p.id)).toEqual(ids(ada, bob, cy));
    const unnamed = await startConversation(app, ada, [bob, cy], { name: '   ' });
    expect(unnamed).toMatchObject({ type: 'group', name: null });
    expect(unnamed.id).not.toBe(group.id);
    expect((await conversationsOf(app, cy)).map((c) => c.id).sort()).toEqual([group.id, unnamed.id].sort());
  });

  it('refuses what is not a conversation', async () => {
    const [ada, bob, cy] = await Promise.all([member('Ada'), member('Bob'), member('Cy')]);
    const cases: [object, string, string][] = [
      [{}, 'participantIds', MESSAGE_MESSAGES.participantIds],
      [{ participantIds: [] }, 'participantIds', MESSAGE_MESSAGES.participantsRequired],
      [{ participantIds: ['nope'] }, 'participantIds.0', MESSAGE_MESSAGES.participantIds],
      [{ participantIds: ids(ada) }, 'participantIds', MESSAGE_MESSAGES.participantsRequired],
      [{ participantIds: ids(bob, cy), type: 'direct' }, 'participantIds', MESSAGE_MESSAGES.directNeedsOne],
      [{ participantIds: ids(bob), type: 'group' }, 'participantIds', MESSAGE_MESSAGES.groupNeedsTwo],
      [{ participantIds: ids(ada, bob), type: 'group' }, 'participantIds', MESSAGE_MESSAGES.groupNeedsTwo],
      [{ participantIds: ids(bob), type: 'channel' }, 'type', MESSAGE_MESSAGES.type],
      [{ participantIds: ids(bob, cy), name: 'x'.repeat(GROUP_NAME_MAX + 1) }, 'name', MESSAGE_MESSAGES.name],
      [
        { participantIds: Array.from({ length: 50 }, () => newId()) },
        'participantIds',
        MESSAGE_MESSAGES.tooManyParticipants,
      ],
    ];
    for (const [body, path, msg] of cases) {
      const res = await create(ada, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toContainEqual({ path, msg });
    }
    const unknown = await create(ada, { participantIds: [bob.user.id, newId()] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('user_not_found');
    expect(
      (await app.request.post('/api/messages/conversations').send({ participantIds: ids(bob) })).status,
    ).toBe(401);
    expect(await conversationsOf(app, bob)).toEqual([]);
  });

  it('keeps one conversation per client id, and lets an offline duplicate of a direct one stand for it', async () => {
    const [ada, bob, cy] = await Promise.all([member('Ada'), member('Bob'), member('Cy')]);
    const id = newId();
    const first = await create(ada, { id, participantIds: ids(bob, cy) });
    expect(first.status).toBe(201);
    expect(first.body.conversation.id).toBe(id);
    const replay = await create(ada, { id, participantIds: ids(bob, cy) });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ existing: true, conversation: { id } });
    expect((await create(bob, { id, participantIds: ids(ada, cy) })).status).toBe(409);

    // Bob started a direct conversation with Ada while Ada's device, offline, started one too.
    const direct = await startConversation(app, bob, [ada]);
    const offlineId = newId();
    const duplicate = await create(ada, { id: offlineId, participantIds: ids(bob) });
    expect(duplicate.body).toMatchObject({ existing: true, conversation: { id: direct.id } });
    const queued = await send(app, ada, offlineId, 'Sent while offline');
    expect(queued.conversationId).toBe(direct.id);
    expect((await conversationOf(app, ada, offlineId)).id).toBe(direct.id);
    expect((await create(ada, { id: offlineId, participantIds: ids(bob) })).body.conversation.id).toBe(
      direct.id,
    );
    // The other id is Ada's alone.
    const foreign = await app.request
      .post(`/api/messages/conversations/${offlineId}/messages`)
      .set(bearer(bob.token))
      .send({ content: 'hi' });
    expect(foreign.status).toBe(404);
    expect((await create(cy, { id: offlineId, participantIds: ids(bob) })).status).toBe(409);
  });
});

describe('GET /api/messages/conversations', () => {
  it('lists the newest activity first with the last message, unread count, participants and updated_at', async () => {
    const [ada, bob, cy] = await Promise.all([member('Ada'), member('Bob'), member('Cy')]);
    const withBob = await startConversation(app, ada, [bob]);
    const withCy = await startConversation(app, ada, [cy]);
    const group = await startConversation(app, bob, [ada, cy]);
    expect((await conversationsOf(app, ada)).map((c) => c.id)).toEqual([group.id, withCy.id, withBob.id]);

    await send(app, bob, withBob.id, 'First from Bob');
    const latest = await send(app, bob, withBob.id, 'Second from Bob');
    await send(app, ada, withCy.id, 'Hello Cy');
    const listed = await conversationsOf(app, ada);
    expect(listed.map((c) => c.id)).toEqual([withCy.id, withBob.id, group.id]);
    const bobs = listed[1]!;
    expect(bobs).toMatchObject({
      unread_count: 2,
      last_message: {
        id: latest.id,
        content: 'Second from Bob',
        senderId: bob.user.id,
        created_at: latest.createdAt,
      },
      updated_at: latest.createdAt,
    });
    expect(listed[0]!.unread_count).toBe(0);
    expect(listed[2]).toMatchObject({ unread_count: 0, last_message: null });
    expect((await conversationsOf(app, bob)).find((c) => c.id === withBob.id)?.unread_count).toBe(0);
  });

  it('reads a page of conversations with the same number of queries whatever its size', async () => {
    const [ada, ...others] = await Promise.all([
      member('Ada'),
      ...['Bea', 'Cal', 'Dot', 'Eli', 'Fay', 'Gus'].map((name) => member(name)),
    ]);
    for (const other of others) {
      const conversation = await startConversation(app, ada, [other]);
      await send(app, other, conversation.id, `Hello from ${other.firstName}`);
    }
    const count = async (limit: number) => {
      const queries: string[] = [];
      const { options } = app.ctx.db.sequelize as unknown as { options: { logging: unknown } };
      options.logging = (sql: string) => void queries.push(sql);
      try {
        const res = await app.request
          .get(`/api/messages/conversations?limit=${limit}`)
          .set(bearer(ada.token));
        expect(res.body.conversations).toHaveLength(limit);
        expect(res.body.conversations.every((c: { unread_count: number }) => c.unread_count === 1)).toBe(
          true,
        );
      } finally {
        options.logging = false;
      }
      // The session check is kept a few seconds per device, so one request reads it and the next may not.
      return queries.filter((sql) => !sql.includes('FROM sessions s JOIN users u')).length;
    };
    const small = await count(2);
    expect(await count(6)).toBe(small);
  });

  it('pages with limit and offset, and validates them', async () => {
    const [ada, ...others] = await Promise.all([member('Ada'), member('Bea'), member('Cal'), member('Dot')]);
    const made = [];
    for (const other of others) made.push((await startConversation(app, ada, [other])).id);
    const newestFirst = made.reverse();
    const page = await app.request.get('/api/messages/conversations?limit=2').set(bearer(ada.token));
    expect(page.body.conversations.map((c: { id: string }) => c.id)).toEqual(newestFirst.slice(0, 2));
    expect(page.body.data.hasMore).toBe(true);
    const rest = await app.request.get('/api/messages/conversations?limit=2&offset=2').set(bearer(ada.token));
    expect(rest.body.conversations.map((c: { id: string }) => c.id)).toEqual(newestFirst.slice(2));
    expect(rest.body.data.hasMore).toBe(false);
    for (const query of ['limit=0', 'limit=51', 'offset=-1', 'limit=x', 'archived=maybe']) {
      const res = await app.request.get(`/api/messages/conversations?${query}`).set(bearer(ada.token));
      expect(res.status, query).toBe(400);
    }
    expect((await app.request.get('/api/messages/conversations')).status).toBe(401);
  });

  it('archives for one member only, lists archived ones with archived=true, and a new message brings it back', async () => {
    const [ada, bob] = await Promise.all([member('Ada'), member('Bob')]);
    const direct = await startConversation(app, ada, [bob]);
    const archive = (archived: unknown) =>
      app.request
        .put(`/api/messages/conversations/${direct.id}/archive`)
        .set(bearer(ada.token))
        .send({ archived });
    const res = await archive(true);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: SUCCESS_MESSAGES.conversationArchived,
      conversation: { id: direct.id, archived: true },
    });
    expect(await conversationsOf(app, ada)).toEqual([]);
    expect((await conversationsOf(app, ada, '?archived=true')).map((c) => c.id)).toEqual([direct.id]);
    expect((await conversationsOf(app, bob)).map((c) => c.id)).toEqual([direct.id]);
    expect((await archive('yes')).status).toBe(400);

    await send(app, bob, direct.id, 'Are you there?');
    expect((await conversationsOf(app, ada)).map((c) => [c.id, c.archived])).toEqual([[direct.id, false]]);
    expect(await conversationsOf(app, ada, '?archived=true')).toEqual([]);

    await archive(true);
    // Starting it again brings it back too.
    expect((await startConversation(app, ada, [bob])).archived).toBe(false);
    expect((await archive(false)).body.message).toBe(SUCCESS_MESSAGES.conversationUnarchived);
  });

  it('lets a member leave a group, which keeps working for the others; a direct one cannot be left', async () => {
    const [ada, bob, cy] = await Promise.all([member('Ada'), member('Bob'), member('Cy')]);
    const group = await startConversation(app, ada, [bob, cy], { name: 'Trio' });
    await send(app, cy, group.id, 'Before Cy left');
    const leave = (who: Member, id: string) =>
      app.request.post(`/api/messages/conversations/${id}/leave`).set(bearer(who.token));
    const left = await leave(cy, group.id);
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ success: true, message: SUCCESS_MESSAGES.conversationLeft, data: null });
    expect(await conversationsOf(app, cy)).toEqual([]);
    for (const res of [
      await app.request.get(`/api/messages/conversations/${group.id}/messages`).set(bearer(cy.token)),
      await app.request
        .post(`/api/messages/conversations/${group.id}/messages`)
        .set(bearer(cy.token))
        .send({ content: 'Back?' }),
      await leave(cy, group.id),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('conversation_not_found');
    }
    await send(app, bob, group.id, 'Still here');
    const seen = await conversationOf(app, ada, group.id);
    expect(seen.participants.map((p) => p.id)).toEqual(ids(ada, bob));
    expect(seen.unread_count).toBe(2);

    const direct = await startConversation(app, ada, [bob]);
    const refused = await leave(ada, direct.id);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('cannot_leave_direct_conversation');
  });

  it('shows a conversation to its members only', async () => {
    const [ada, bob, eve] = await Promise.all([member('Ada'), member('Bob'), member('Eve')]);
    const direct = await startConversation(app, ada, [bob]);
    const message = await send(app, ada, direct.id, 'Private');
    const attempts = [
      app.request.get(`/api/messages/conversations/${direct.id}`),
      app.request.get(`/api/messages/conversations/${direct.id}/messages`),
      app.request.post(`/api/messages/conversations/${direct.id}/messages`).send({ content: 'Hi' }),
      app.request.put(`/api/messages/conversations/${direct.id}/read`).send({}),
      app.request.put(`/api/messages/conversations/${direct.id}/archive`).send({ archived: true }),
      app.request.post(`/api/messages/conversations/${direct.id}/leave`),
    ];
    for (const attempt of attempts) {
      const res = await attempt.set(bearer(eve.token));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'conversation_not_found' });
    }
    for (const path of ['nope', newId()]) {
      expect(
        (await app.request.get(`/api/messages/conversations/${path}`).set(bearer(ada.token))).status,
      ).toBe(404);
    }
    for (const attempt of [
      app.request.get(`/api/messages/conversations/${direct.id}`),
      app.request.get(`/api/messages/conversations/${direct.id}/messages`),
      app.request.put(`/api/messages/conversations/${direct.id}/read`),
    ]) {
      expect((await attempt).status).toBe(401);
    }
    expect(await conversationsOf(app, eve)).toEqual([]);
    expect((await conversationOf(app, bob, direct.id)).last_message?.id).toBe(message.id);
  });
});
