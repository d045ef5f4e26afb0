import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import {
  contents,
  conversationOf,
  conversationsOf,
  messagesOf,
  send,
  startConversation,
  type Member,
} from '../../../test/messages.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = (firstName: string) => registerAndVerify(app, { firstName });

async function deleteAccount(who: Member) {
  const res = await app.request
    .delete('/api/auth/account')
    .set(bearer(who.token))
    .send({ password: who.password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('a member who deletes their account', () => {
  it('takes their messages with them; the direct conversation stays, its other side a deleted member', async () => {
    const [ada, bob] = await Promise.all([member('Ada'), member('Bob')]);
    const direct = await startConversation(app, bob, [ada]);
    await send(app, ada, direct.id, 'Hi Bob');
    await send(app, bob, direct.id, 'Hi Ada');
    const mine = await send(app, ada, direct.id, 'How are you?');
    await deleteAccount(bob);

    const [listed] = await conversationsOf(app, ada);
    expect(listed).toMatchObject({
      id: direct.id,
      type: 'direct',
      hasDeletedMember: true,
      createdBy: null,
      unread_count: 0,
      last_message: { id: mine.id },
    });
    expect(listed!.participants.map((p) => p.id)).toEqual([ada.user.id]);
    const { messages } = await messagesOf(app, ada, direct.id);
    expect(contents(messages)).toEqual(['Hi Bob', 'How are you?']);
    // Nobody is left to read them.
    expect(messages.map((m) => m.read)).toEqual([false, false]);
    await send(app, ada, direct.id, 'Still works');
    expect((await conversationOf(app, ada, direct.id)).last_message?.content).toBe('Still works');
  });

  it('leaves a group they were in working for the others', async () => {
    const [ada, bob, cy] = await Promise.all([member('Ada'), member('Bob'), member('Cy')]);
    const group = await startConversation(app, ada, [bob, cy], { name: 'Trio' });
    await send(app, cy, group.id, 'From Cy');
    await send(app, bob, group.id, 'From Bob');
    await deleteAccount(cy);
    const seen = await conversationOf(app, bob, group.id);
    expect(seen).toMatchObject({ name: 'Trio', hasDeletedMember: false, unread_count: 0 });
    expect(seen.participants.map((p) => p.id)).toEqual([ada.user.id, bob.user.id]);
    expect(contents((await messagesOf(app, ada, group.id)).messages)).toEqual(['From Bob']);
    expect((await conversationOf(app, ada, group.id)).unread_count).toBe(1);
  });
});
