import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Archive, ArchiveRestore, ArrowLeft, LogOut } from 'lucide-react';
import { isApiError } from '../../api/ApiError';
import { messagesApi } from '../../api/messages';
import type { ConversationRecord } from '../../db/messageRecords';
import { storeFetchedConversations } from '../../data/conversationStore';
import { badgeMemberOf, conversationTitle, othersIn } from '../../data/conversationNames';
import { VerifiedBadge } from '../premium/VerifiedBadge';
import {
  archiveConversation,
  leaveConversation,
  markConversationRead,
  useConversation,
  useConversationMessages,
} from '../../data/messages';
import { setOpenConversation } from '../../data/openConversation';
import { activeMemberDb } from '../../sync/member';
import { Spinner } from '../ui/LoadingScreen';
import { ConversationAvatar } from './ConversationAvatar';
import { conversationHref, MESSAGES_PATH } from './conversationHref';
import { MessageForm } from './MessageForm';
import { MessageList } from './MessageList';
import { useTypingMembers, useTypingReporter } from './useTyping';
import { AppLink } from '../ui/AppLink';

const warn = (what: string) => (error: unknown) => console.warn(`Could not ${what}`, error);

/** The right pane: one conversation. Mount it keyed by the conversation id. */
export function ConversationPane({ conversationId, selfId }: { conversationId: string; selfId: string }) {
  const conversation = useConversation(conversationId);
  const navigate = useNavigate();
  const missing = useFetchWhenMissing(conversationId, conversation, (realId) =>
    navigate(conversationHref(realId), { replace: true }),
  );

  // A direct conversation started offline turned out to exist already: show that one.
  useEffect(() => {
    if (conversation && conversation.id !== conversationId) {
      void navigate(conversationHref(conversation.id), { replace: true });
    }
  }, [conversation, conversationId, navigate]);

  if (conversation === undefined || (conversation === null && missing === 'loading')) {
    return (
      <div className="conversation-pane is-centered">
        <Spinner label="Loading conversation" />
      </div>
    );
  }
  if (conversation === null) {
    return (
      <div className="conversation-pane is-centered">
        <BackLink />
        <p className="empty-state-title">This conversation is not available</p>
        <p className="muted">
          {missing === 'offline'
            ? 'It has not been opened on this device yet. Connect to load it.'
            : 'It may have been left or removed.'}
        </p>
      </div>
    );
  }
  return <OpenConversation key={conversation.id} conversation={conversation} selfId={selfId} />;
}

function OpenConversation({ conversation, selfId }: { conversation: ConversationRecord; selfId: string }) {
  const id = conversation.id;
  const list = useConversationMessages(id, conversation.origin !== 'local');
  const typingIds = useTypingMembers(id);
  const typing = useTypingReporter(id);
  const title = conversationTitle(conversation, selfId);
  const unread = conversation.unread_count;
  const newest = list.items?.at(-1)?.message.id;

  useEffect(() => {
    setOpenConversation(id);
    return () => setOpenConversation(null);
  }, [id]);

  // Opening a conversation, and what arrives while it is open and in view, marks it read.
  useEffect(() => {
    const read = () => {
      if (document.visibilityState === 'visible') void markConversationRead(id).catch(warn('mark read'));
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [id, unread, newest]);

  const typists = othersIn(conversation, selfId).filter((p) => typingIds.includes(p.id));
  const typingHint =
    typists.length === 0
      ? null
      : conversation.type === 'direct'
        ? 'typing...'
        : `${typists.map((p) => p.firstName).join(', ')} ${typists.length === 1 ? 'is' : 'are'} typing...`;
  const members = conversation.participants.length;
  const subtitle =
    conversation.type === 'group'
      ? `${members} member${members === 1 ? '' : 's'}`
      : othersIn(conversation, selfId)[0]
        ? `@${othersIn(conversation, selfId)[0]!.username}`
        : '';

  return (
    <section className="conversation-pane" aria-labelledby={`conversation-${id}`}>
      <header className="conversation-head">
        <BackLink />
        <ConversationAvatar conversation={conversation} selfId={selfId} size={40} />
        <div className="conversation-head-text">
          <h2 id={`conversation-${id}`} className="conversation-title">
            {title}
            <VerifiedBadge member={badgeMemberOf(conversation, selfId)} focusable />
          </h2>
          <p className="conversation-subtitle" aria-live="polite">
            {typingHint ? <span className="typing-hint">{typingHint}</span> : subtitle}
          </p>
        </div>
        <div className="conversation-actions">
          <button
            type="button"
            className="icon-btn"
            aria-label={conversation.archived ? 'Move back to Messages' : 'Archive conversation'}
            title={conversation.archived ? 'Move back to Messages' : 'Archive'}
            onClick={() => void archiveConversation(id, !conversation.archived).catch(warn('archive'))}
          >
            {conversation.archived ? (
              <ArchiveRestore size={18} aria-hidden="true" />
            ) : (
              <Archive size={18} aria-hidden="true" />
            )}
          </button>
          {conversation.type === 'group' && <LeaveButton conversationId={id} />}
        </div>
      </header>
      {list.items === undefined || (list.items.length === 0 && list.status === 'loading') ? (
        <div className="conversation-body is-centered">
          <Spinner label="Loading messages" />
        </div>
      ) : list.items.length === 0 ? (
        <div className="conversation-body is-centered">
          {list.error ? (
            <div className="alert alert-error" role="alert">
              <span>{list.error}</span>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => void list.refresh()}>
                Retry
              </button>
            </div>
          ) : (
            <p className="muted">
              {conversation.type === 'direct' && !conversation.hasDeletedMember
                ? `Say hello to ${title}.`
                : 'No messages yet.'}
            </p>
          )}
        </div>
      ) : (
        <MessageList list={list} conversation={conversation} selfId={selfId} title={title} />
      )}
      <MessageForm
        conversationId={id}
        typing={typing}
        disabledReason={conversation.hasDeletedMember ? 'This member deleted their account.' : undefined}
      />
    </section>
  );
}

function BackLink() {
  return (
    <AppLink to={MESSAGES_PATH} className="icon-btn conversation-back" aria-label="Back to conversations">
      <ArrowLeft size={20} aria-hidden="true" />
    </AppLink>
  );
}

function LeaveButton({ conversationId }: { conversationId: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="icon-btn"
      aria-label="Leave group"
      title="Leave group"
      onClick={() => {
        if (!window.confirm('Leave this group? You will no longer see its messages.')) return;
        void leaveConversation(conversationId)
          .then(() => navigate(MESSAGES_PATH))
          .catch(warn('leave the group'));
      }}
    >
      <LogOut size={18} aria-hidden="true" />
    </button>
  );
}

/** A conversation opened by link (a push, another tab) that this device has not stored yet is fetched once. */
function useFetchWhenMissing(
  conversationId: string,
  conversation: ConversationRecord | null | undefined,
  onMoved: (realId: string) => void,
): 'loading' | 'gone' | 'offline' | null {
  const moved = useRef(onMoved);
  useEffect(() => {
    moved.current = onMoved;
  });
  const [state, setState] = useState<'loading' | 'gone' | 'offline' | null>(null);
  const absent = conversation === null;
  useEffect(() => {
    if (!absent) return;
    let live = true;
    messagesApi
      .conversation(conversationId)
      .then(async ({ conversation: fetched }) => {
        const db = activeMemberDb();
        await db.transaction('rw', db.tables, () => storeFetchedConversations(db, [fetched]));
        // An id this member's device gave the conversation offline: go to its own.
        if (live && fetched.id !== conversationId) moved.current(fetched.id);
        else if (live) setState(null);
      })
      .catch((error: unknown) => {
        if (live) setState(isApiError(error) && error.kind === 'network' ? 'offline' : 'gone');
      });
    return () => {
      live = false;
    };
  }, [absent, conversationId]);
  return absent ? (state ?? 'loading') : null;
}
