import type { ConversationDto, MessageDto } from '@flock/shared';
import { expect } from 'vitest';
import type { registerAndVerify } from './accounts.js';
import { bearer } from './accounts.js';
import type { TestApp } from './testApp.js';

/** Steps the messaging tests share: conversations and messages made and read through the API. */

export type Member = Awaited<ReturnType<typeof registerAndVerify>>;

export const ids = (...members: Member[]) => members.map((m) => m.user.id);

/** POST /api/messages/conversations; expects success (201 new, 200 existing). */
export async function startConversation(
  app: TestApp,
  creator: Member,
  others: Member[],
  fields: Record<string, unknown> = {},
): Promise<ConversationDto> {
  const res = await app.request
    .post('/api/messages/conversations')
    .set(bearer(creator.token))
    .send({ participantIds: ids(...others), ...fields });
  expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
  return res.body.conversation as ConversationDto;
}

export async function send(
  app: TestApp,
  sender: Member,
  conversationId: string,
  content: string,
  fields: Record<string, unknown> = {},
): Promise<MessageDto> {
  const res = await app.request
    .post(`/api/messages/conversations/${conversationId}/messages`)
    .set(bearer(sender.token))
    .send({ content, ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.message as MessageDto;
}

export async function conversationsOf(app: TestApp, member: Member, query = ''): Promise<ConversationDto[]> {
  const res = await app.request.get(`/api/messages/conversations${query}`).set(bearer(member.token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.conversations as ConversationDto[];
}

export async function conversationOf(app: TestApp, member: Member, id: string): Promise<ConversationDto> {
  const res = await app.request.get(`/api/messages/conversations/${id}`).set(bearer(member.token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.conversation as ConversationDto;
}

export async function messagesOf(
  app: TestApp,
  member: Member,
  conversationId: string,
  query = '',
): Promise<{ messages: MessageDto[]; hasMore: boolean }> {
  const res = await app.request
    .get(`/api/messages/conversations/${conversationId}/messages${query}`)
    .set(bearer(member.token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.messages).toEqual(res.body.data.messages);
  return res.body.data as { messages: MessageDto[]; hasMore: boolean };
}

export async function markRead(app: TestApp, member: Member, conversationId: string, body: object = {}) {
  const res = await app.request
    .put(`/api/messages/conversations/${conversationId}/read`)
    .set(bearer(member.token))
    .send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { conversationId: string; lastReadAt: string | null; unread_count: number };
}

export const contents = (messages: MessageDto[]) => messages.map((m) => m.content);
