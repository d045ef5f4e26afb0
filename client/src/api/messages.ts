import {
  CONVERSATIONS_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  type ConversationDto,
  type ConversationPageDto,
  type MessagePageDto,
} from '@flock/shared';
import { request } from './http';

const id = (value: string) => encodeURIComponent(value);

/** Reads of spec 001 "Messages". Writes go through the outbox (src/data/messageWrites.ts); their paths are here. */
export const messagesApi = {
  conversations: ({ archived = false, offset = 0, limit = CONVERSATIONS_PAGE_SIZE } = {}) =>
    request<ConversationPageDto>(
      `/messages/conversations?${new URLSearchParams({
        archived: String(archived),
        limit: String(limit),
        offset: String(offset),
      })}`,
    ),
  conversation: (conversationId: string) =>
    request<{ conversation: ConversationDto }>(`/messages/conversations/${id(conversationId)}`),
  messages: (
    conversationId: string,
    { before, limit = MESSAGES_PAGE_SIZE }: { before?: string; limit?: number } = {},
  ) =>
    request<MessagePageDto>(
      `/messages/conversations/${id(conversationId)}/messages?${new URLSearchParams({
        limit: String(limit),
        ...(before ? { before } : {}),
      })}`,
    ),
};

export const messagePaths = {
  conversations: '/messages/conversations',
  messages: (conversationId: string) => `/messages/conversations/${id(conversationId)}/messages`,
  read: (conversationId: string) => `/messages/conversations/${id(conversationId)}/read`,
  archive: (conversationId: string) => `/messages/conversations/${id(conversationId)}/archive`,
  leave: (conversationId: string) => `/messages/conversations/${id(conversationId)}/leave`,
};
