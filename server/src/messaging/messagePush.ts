import { conversationTag, type ConversationDto, type MessageDto } from '@flock/shared';
import type { SendWebPushData } from '../jobs/definitions/SendWebPushJob.js';

/** A push keeps the newest message this long for a device that is offline. */
export const MESSAGE_PUSH_TTL_SECONDS = 24 * 3600;
const BODY_MAX = 180;

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

const clip = (text: string) => (text.length > BODY_MAX ? `${text.slice(0, BODY_MAX - 1)}…` : text);

/**
 * One push per conversation on the device: every message's push carries the conversation's tag, so
 * the newest replaces the one before and says how many are waiting. A click opens the conversation.
 */
export function messagePush(
  userId: string,
  conversation: ConversationDto,
  message: MessageDto,
): SendWebPushData {
  const sender = message.sender ? fullName(message.sender) : 'Someone';
  const group = conversation.type === 'group';
  const place = group
    ? (conversation.name ?? conversation.participants.map((p) => p.firstName).join(', '))
    : sender;
  const waiting = conversation.unread_count;
  const text = group ? `${message.sender?.firstName ?? sender}: ${message.content}` : message.content;
  return {
    userId,
    title: waiting > 1 ? `${place} (${waiting} new messages)` : place,
    body: clip(text),
    url: `/messages?conversation=${conversation.id}`,
    tag: conversationTag(conversation.id),
    urgency: 'high',
    ttlSeconds: MESSAGE_PUSH_TTL_SECONDS,
  };
}
