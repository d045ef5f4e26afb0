import { filter, ignoreElements, merge, mergeMap, type Observable } from 'rxjs';
import type { NewMessagePayload } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import { serverEvent, socketConnects } from '../realtime/serverEvents';
import { exhaustMapWithRerun } from '../streams/exhaustMapWithRerun';
import {
  applyReadPosition,
  removeConversationLocally,
  storeFetchedConversations,
  storeIncomingMessage,
} from './conversationStore';
import { refreshConversations, refreshMessages } from './messages';
import { openConversation } from './openConversation';

const warn = (what: string) => (error: unknown) => console.warn(`Could not ${what}`, error);

/**
 * The member database follows the live connection while this is subscribed: each connect refreshes
 * the conversations (and the open one's messages, for what arrived meanwhile); `new_message`,
 * `messages_read`, `conversation_updated` and `conversation_removed` are stored as they come.
 * Emits each message from someone else that is new to this device, for the layout to announce.
 */
export function followLiveMessages(db: MemberDb, selfId: string): Observable<NewMessagePayload> {
  const reloads = socketConnects.pipe(
    exhaustMapWithRerun(async () => {
      await refreshConversations(db).catch(warn('load conversations'));
      const open = openConversation();
      if (open) await refreshMessages(db, open).catch(warn('load messages'));
    }),
  );
  const run = <T>(work: () => Promise<T>, what: string) =>
    db.transaction('rw', db.tables, work).catch((error: unknown) => {
      warn(what)(error);
      return undefined;
    });
  const reads = serverEvent('messages_read').pipe(
    mergeMap(({ conversationId, userId, lastReadAt }) =>
      run(() => applyReadPosition(db, conversationId, userId, lastReadAt, selfId), 'store a read'),
    ),
  );
  const updates = serverEvent('conversation_updated').pipe(
    mergeMap(async ({ conversation }) => {
      await run(() => storeFetchedConversations(db, [conversation]), 'store a conversation');
      // Someone left or deleted their account: the messages the device holds may be gone.
      if ((await db.messages.where('conversationId').equals(conversation.id).count()) > 0) {
        await refreshMessages(db, conversation.id).catch(warn('load messages'));
      }
    }),
  );
  const removals = serverEvent('conversation_removed').pipe(
    mergeMap(({ conversationId }) =>
      run(() => removeConversationLocally(db, conversationId), 'remove a conversation'),
    ),
  );
  const arrivals = serverEvent('new_message').pipe(
    mergeMap(async (payload) => {
      const isNew = await run(
        () => storeIncomingMessage(db, payload.conversation, payload.message, selfId),
        'store a message',
      );
      return isNew ? payload : null;
    }),
    filter((payload): payload is NewMessagePayload => payload !== null),
  );
  return merge(
    reloads.pipe(ignoreElements()),
    reads.pipe(ignoreElements()),
    updates.pipe(ignoreElements()),
    removals.pipe(ignoreElements()),
    arrivals,
  );
}
