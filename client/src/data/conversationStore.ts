import type { ConversationDto, MessageDto, OutboxEntry, OutboxKind } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import type { ConversationRecord, MessageRecord } from '../db/messageRecords';
import { isQueued } from '../sync/outboxQueue';

/**
 * Conversations and messages as the device keeps them. The server wins, except where a write of this
 * device is still queued (a read, an archive, a message not yet sent). Call these inside a 'rw'
 * transaction over the member's tables.
 */

export const MESSAGE_KINDS: readonly OutboxKind[] = [
  'conversation.create',
  'conversation.read',
  'conversation.archive',
  'conversation.leave',
  'message.send',
];

/** Undo data of a message sent from this device: the bubble as shown, to show it again if refused. */
export interface MessageSendUndo {
  conversationId: string;
  message: MessageRecord;
}
/** Undo data of a read: the unread count before it. */
export interface ConversationReadUndo {
  unread: number;
}
/** Undo data of an archive: the flag before it. */
export interface ConversationArchiveUndo {
  archived: boolean;
}
/** Undo data of leaving a group: the conversation as it was kept. */
export interface ConversationLeaveUndo {
  conversation: ConversationRecord;
}

export const conversationList = (archived: boolean) => `conversations:${archived ? 'archived' : 'inbox'}`;
export const messageList = (conversationId: string) => `messages:${conversationId}`;

/** The conversation an entry of these kinds is about. */
export function conversationOfEntry(entry: OutboxEntry): string | undefined {
  if (!MESSAGE_KINDS.includes(entry.kind)) return undefined;
  return entry.kind === 'message.send' ? (entry.undo as MessageSendUndo).conversationId : entry.entityId;
}

async function queuedAbout(db: MemberDb, conversationId: string): Promise<OutboxEntry[]> {
  return (await db.outbox.toArray()).filter((e) => isQueued(e) && conversationOfEntry(e) === conversationId);
}

const newer = (a: string, b: string) => Date.parse(a) > Date.parse(b);

/** Stores conversations from the server, keeping what this device changed and has not sent yet. */
export async function storeFetchedConversations(
  db: MemberDb,
  conversations: readonly ConversationDto[],
): Promise<void> {
  for (const conversation of conversations) {
    const existing = await db.conversations.get(conversation.id);
    const queued = await queuedAbout(db, conversation.id);
    const record: ConversationRecord = { ...conversation, savedAt: Date.now() };
    if (existing && queued.some((e) => e.kind === 'conversation.read')) {
      record.unread_count = Math.min(existing.unread_count, conversation.unread_count);
      record.participants = withReadPositions(conversation.participants, existing.participants);
    }
    if (existing && queued.some((e) => e.kind === 'conversation.archive'))
      record.archived = existing.archived;
    if (
      existing &&
      queued.some((e) => e.kind === 'message.send') &&
      newer(existing.updated_at, record.updated_at)
    ) {
      record.last_message = existing.last_message;
      record.updated_at = existing.updated_at;
      record.archived = false;
    }
    if (queued.some((e) => e.kind === 'conversation.leave')) continue;
    await db.conversations.put(record);
  }
}

/** The later of two read positions for each member. */
function withReadPositions(
  fresh: ConversationDto['participants'],
  kept: ConversationDto['participants'],
): ConversationDto['participants'] {
  return fresh.map((p) => {
    const local = kept.find((k) => k.id === p.id)?.lastReadAt;
    return local && (!p.lastReadAt || newer(local, p.lastReadAt)) ? { ...p, lastReadAt: local } : p;
  });
}

/** Stores messages from the server; each replaces the copy made here, if any. */
export async function storeFetchedMessages(db: MemberDb, messages: readonly MessageDto[]): Promise<void> {
  const savedAt = Date.now();
  await db.messages.bulkPut(messages.map((m) => ({ ...m, savedAt })));
}

/**
 * A first page of the list replaces what the device holds in the span it covers: conversations there
 * the page no longer has are gone from the server (left, or deleted). Ones started here and not yet
 * sent, or stored after the page was asked for, stay.
 */
export async function replaceConversationWindow(
  db: MemberDb,
  archived: boolean,
  page: { conversations: ConversationDto[]; hasMore: boolean },
  requestedAt: number,
): Promise<void> {
  const inPage = new Set(page.conversations.map((c) => c.id));
  const oldest = page.conversations.at(-1)?.updated_at;
  const stale = (await db.conversations.toArray()).filter(
    (c) =>
      c.archived === archived &&
      !inPage.has(c.id) &&
      c.origin !== 'local' &&
      !c.supersededBy &&
      c.savedAt < requestedAt &&
      (!page.hasMore || (oldest !== undefined && !newer(oldest, c.updated_at))),
  );
  for (const conversation of stale) await removeConversationLocally(db, conversation.id);
  await storeFetchedConversations(db, page.conversations);
}

/**
 * The newest page of a conversation replaces the messages the device holds in its span (a member who
 * deleted their account took theirs). Messages written here and not yet confirmed stay.
 */
export async function replaceNewestMessages(
  db: MemberDb,
  conversationId: string,
  page: { messages: MessageDto[]; hasMore: boolean },
  requestedAt: number,
): Promise<void> {
  const inPage = new Set(page.messages.map((m) => m.id));
  const oldest = page.messages[0]?.createdAt;
  const stale = (await db.messages.where('conversationId').equals(conversationId).toArray()).filter(
    (m) =>
      !inPage.has(m.id) &&
      m.origin !== 'local' &&
      m.savedAt < requestedAt &&
      (!page.hasMore || (oldest !== undefined && !newer(oldest, m.createdAt))),
  );
  await db.messages.bulkDelete(stale.map((m) => m.id));
  await storeFetchedMessages(db, page.messages);
}

export async function removeConversationLocally(db: MemberDb, conversationId: string): Promise<void> {
  await db.conversations.delete(conversationId);
  await db.messages.where('conversationId').equals(conversationId).delete();
  await db.feedState.delete(messageList(conversationId));
}

/** A message arrived live: stored, and its conversation moved to the top with the new count. */
export async function storeIncomingMessage(
  db: MemberDb,
  conversation: ConversationDto,
  message: MessageDto,
  selfId: string,
): Promise<boolean> {
  const known = await db.messages.get(message.id);
  const isNew = !known || known.origin === 'local';
  const existing = await db.conversations.get(conversation.id);
  await storeFetchedConversations(db, [conversation]);
  const readQueued = (await queuedAbout(db, conversation.id)).some((e) => e.kind === 'conversation.read');
  if (existing && readQueued) {
    const fromOther = message.senderId !== selfId && !known;
    await db.conversations.update(conversation.id, {
      unread_count: existing.unread_count + (fromOther ? 1 : 0),
    });
  }
  await storeFetchedMessages(db, [message]);
  return isNew && message.senderId !== selfId;
}

/** A member's read position moved: their ticks turn read; the member's own clears the count here. */
export async function applyReadPosition(
  db: MemberDb,
  conversationId: string,
  userId: string,
  lastReadAt: string,
  selfId: string,
): Promise<void> {
  const conversation = await db.conversations.get(conversationId);
  if (!conversation) return;
  const participants = conversation.participants.map((p) =>
    p.id === userId && (!p.lastReadAt || newer(lastReadAt, p.lastReadAt)) ? { ...p, lastReadAt } : p,
  );
  const changes: Partial<ConversationRecord> = { participants };
  if (userId === selfId) {
    const unread = (await db.messages.where('conversationId').equals(conversationId).toArray()).filter(
      (m) => m.senderId !== selfId && m.origin !== 'local' && newer(m.createdAt, lastReadAt),
    ).length;
    changes.unread_count = Math.min(conversation.unread_count, unread);
  }
  await db.conversations.update(conversationId, changes);
}
