import { useCallback } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { CONVERSATIONS_PAGE_SIZE, type OutboxEntry } from '@flock/shared';
import { messagesApi } from '../api/messages';
import { useAuth } from '../auth/useAuth';
import { memberDb, type MemberDb } from '../db/memberDb';
import type { ConversationRecord, MessageRecord } from '../db/messageRecords';
import {
  conversationList,
  messageList,
  replaceConversationWindow,
  replaceNewestMessages,
  storeFetchedConversations,
  storeFetchedMessages,
  type MessageSendUndo,
} from './conversationStore';
import type { PagedList } from './types';
import { loadPage, usePagedList, type PageLoader } from './usePagedList';

export {
  archiveConversation,
  leaveConversation,
  markConversationRead,
  sendMessage,
  startConversation,
  type ChosenMember,
} from './messageWrites';

/**
 * Conversations and messages, offline first: screens render what the member database holds and the
 * server's pages are stored into it. Every write goes through the outbox (messageWrites.ts).
 */

const byActivity = (a: ConversationRecord, b: ConversationRecord) =>
  Date.parse(b.updated_at) - Date.parse(a.updated_at) || (a.id < b.id ? 1 : -1);

function conversationLoader(archived: boolean): PageLoader {
  return async (db, mode, state) => {
    const pages = mode === 'refresh' ? 0 : (state?.page ?? 1);
    const requestedAt = Date.now();
    const result = await messagesApi.conversations({
      archived,
      offset: pages * CONVERSATIONS_PAGE_SIZE,
      limit: CONVERSATIONS_PAGE_SIZE,
    });
    await db.transaction('rw', db.tables, async () => {
      if (mode === 'refresh') await replaceConversationWindow(db, archived, result, requestedAt);
      else await storeFetchedConversations(db, result.conversations);
      await db.feedState.put({
        feed: conversationList(archived),
        nextCursor: null,
        page: pages + 1,
        hasMore: result.hasMore,
        refreshedAt: Date.now(),
      });
    });
  };
}

const loaders = { inbox: conversationLoader(false), archived: conversationLoader(true) };
const readers = {
  inbox: (db: MemberDb) => readConversations(db, false),
  archived: (db: MemberDb) => readConversations(db, true),
};

async function readConversations(db: MemberDb, archived: boolean): Promise<ConversationRecord[]> {
  const all = await db.conversations.toArray();
  return all.filter((c) => c.archived === archived && !c.supersededBy).sort(byActivity);
}

const keep = (record: ConversationRecord) => record;

/** The member's conversations (or the archived ones), newest activity first; the first page refreshes on show. */
export function useConversations(archived = false): PagedList<ConversationRecord> {
  const which = archived ? 'archived' : 'inbox';
  return usePagedList({
    list: conversationList(archived),
    enabled: true,
    read: readers[which],
    load: loaders[which],
    present: keep,
    fallbackError: 'Failed to load conversations',
  });
}

/** Refreshes the member's first page of conversations on the device (the live connection opening). */
export const refreshConversations = (db: MemberDb) =>
  loadPage(db, conversationList(false), 'refresh', loaders.inbox);

/** One conversation as the device has it (following a local one to the server's), null when unknown. */
export function useConversation(id: string | null): ConversationRecord | null | undefined {
  const { user } = useAuth();
  const userId = user?.id;
  return useLiveQuery(async () => {
    if (!userId || !id) return null;
    const db = memberDb(userId);
    let record = await db.conversations.get(id);
    for (let hops = 0; record?.supersededBy && hops < 3; hops++) {
      record = await db.conversations.get(record.supersededBy);
    }
    return record ?? null;
  }, [userId, id]);
}

/** A message in the pane, with where it is on its way. */
export interface MessageView {
  message: MessageRecord;
  /** sent: the server has it. pending: on this device, queued. failed: refused, waiting for Retry. */
  delivery: 'sent' | 'pending' | 'failed';
  /** The outbox entry carrying it, while there is one. */
  entryId?: string;
}

/** Oldest first; messages the server has not confirmed after those it has, in the order they were written. */
export async function readMessageViews(db: MemberDb, conversationId: string): Promise<MessageView[]> {
  const [stored, outbox] = await Promise.all([
    db.messages
      .where('[conversationId+createdAt]')
      .between([conversationId, ''], [conversationId, '\uffff'])
      .toArray(),
    db.outbox.orderBy('seq').toArray(),
  ]);
  const entries = new Map<string, OutboxEntry>();
  for (const entry of outbox) {
    if (entry.kind !== 'message.send') continue;
    if ((entry.undo as MessageSendUndo).conversationId === conversationId) entries.set(entry.entityId, entry);
  }
  const viewOf = (message: MessageRecord): MessageView => {
    const entry = entries.get(message.id);
    if (!entry) return { message, delivery: 'sent' };
    return { message, delivery: entry.state === 'failed' ? 'failed' : 'pending', entryId: entry.id };
  };
  const confirmed = stored.filter((m) => m.origin !== 'local' || !entries.has(m.id)).map(viewOf);
  const storedIds = new Set(stored.map((m) => m.id));
  const unsent = [
    ...stored.filter((m) => m.origin === 'local' && entries.has(m.id)),
    // Refused ones are kept by their entry alone (see messageKinds.ts).
    ...[...entries.values()]
      .filter((e) => !storedIds.has(e.entityId))
      .map((e) => (e.undo as MessageSendUndo).message),
  ]
    .map(viewOf)
    .sort((a, b) => (entries.get(a.message.id)?.seq ?? 0) - (entries.get(b.message.id)?.seq ?? 0));
  return [...confirmed, ...unsent];
}

function messageLoader(conversationId: string): PageLoader {
  return async (db, mode, state) => {
    const requestedAt = Date.now();
    const before = mode === 'more' ? (state?.nextCursor ?? undefined) : undefined;
    const result = await messagesApi.messages(conversationId, before ? { before } : {});
    const oldest = result.messages[0]?.id ?? null;
    await db.transaction('rw', db.tables, async () => {
      if (mode === 'refresh') await replaceNewestMessages(db, conversationId, result, requestedAt);
      else await storeFetchedMessages(db, result.messages);
      // A refresh keeps how far back the device had already gone.
      const kept =
        mode === 'refresh' && state?.nextCursor ? await db.messages.get(state.nextCursor) : undefined;
      await db.feedState.put({
        feed: messageList(conversationId),
        nextCursor: kept ? kept.id : oldest,
        page: 1,
        hasMore: kept ? state!.hasMore : result.hasMore,
        refreshedAt: Date.now(),
      });
    });
  };
}

/**
 * A conversation's messages for the pane: the device's copy (with what is waiting to be sent or was
 * refused), the newest page refreshed when it opens, older pages with `before` on `loadMore`.
 */
export function useConversationMessages(conversationId: string, enabled: boolean): PagedList<MessageView> {
  const read = useCallback((db: MemberDb) => readMessageViews(db, conversationId), [conversationId]);
  const load = useCallback<PageLoader>(
    (db, mode, state) => messageLoader(conversationId)(db, mode, state),
    [conversationId],
  );
  return usePagedList({
    list: messageList(conversationId),
    enabled,
    read,
    load,
    present: keepView,
    fallbackError: 'Failed to load messages',
  });
}

const keepView = (view: MessageView) => view;

/** Refreshes the newest messages of a conversation on the device. */
export const refreshMessages = (db: MemberDb, conversationId: string) =>
  loadPage(db, messageList(conversationId), 'refresh', messageLoader(conversationId));
