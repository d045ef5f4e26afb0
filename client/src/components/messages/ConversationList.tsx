import { useState } from 'react';
import { MessageSquareText, SquarePen } from 'lucide-react';
import type { ConversationRecord } from '../../db/messageRecords';
import type { PagedList } from '../../data/types';
import { Spinner } from '../ui/LoadingScreen';
import { SearchField } from '../ui/SearchField';
import { ConversationRow } from './ConversationRow';
import { filterConversations } from './filterConversations';

interface ConversationListProps {
  list: PagedList<ConversationRecord>;
  selfId: string;
  selectedId: string | null;
  /** Showing the archived conversations instead of the others. */
  archived: boolean;
  onToggleArchived(): void;
  onNewMessage(): void;
}

/** The left column: "Messages", the search box, the new-message button and the conversations. */
export function ConversationList({
  list,
  selfId,
  selectedId,
  archived,
  onToggleArchived,
  onNewMessage,
}: ConversationListProps) {
  const [query, setQuery] = useState('');
  const all = list.items;
  const shown = all ? filterConversations(all, query, selfId) : undefined;
  return (
    <section className="conversation-list" aria-labelledby="messages-title">
      <div className="conversation-list-head">
        <h1 id="messages-title" className="section-title">
          {archived ? 'Archived' : 'Messages'}
        </h1>
        <button
          type="button"
          className="icon-btn"
          onClick={onNewMessage}
          aria-label="New message"
          title="New message"
        >
          <SquarePen size={20} aria-hidden="true" />
        </button>
      </div>
      <SearchField
        classPrefix="conversation-search"
        value={query}
        onChange={setQuery}
        label="Search messages"
        placeholder="Search messages..."
        clearLabel="Clear search"
      />
      {list.error && (
        <div className="alert alert-error conversation-list-error" role="alert">
          <span>{list.error}</span>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void list.refresh()}>
            Retry
          </button>
        </div>
      )}
      {shown === undefined || (shown.length === 0 && list.status === 'loading' && !query) ? (
        <div className="conversation-list-loading">
          <Spinner label="Loading conversations" />
        </div>
      ) : shown.length === 0 ? (
        query ? (
          <p className="conversation-list-empty muted" role="status">
            No conversations match “{query.trim()}”
          </p>
        ) : archived ? (
          <p className="conversation-list-empty muted">No archived conversations</p>
        ) : (
          <div className="conversation-list-empty">
            <span className="empty-state-icon" aria-hidden="true">
              <MessageSquareText size={26} />
            </span>
            <p className="empty-state-title">No conversations yet</p>
            <p className="muted">Say hello to someone you follow.</p>
            <button type="button" className="btn btn-primary btn-sm" onClick={onNewMessage}>
              New Message
            </button>
          </div>
        )
      ) : (
        <ul className="conversation-rows" aria-label="Conversations">
          {shown.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              selfId={selfId}
              selected={conversation.id === selectedId}
            />
          ))}
          {list.hasMore && !query && (
            <li className="conversation-more">
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={list.status === 'loading'}
                onClick={() => void list.loadMore()}
              >
                Load More
              </button>
            </li>
          )}
        </ul>
      )}
      <button type="button" className="conversation-archive-toggle message-action" onClick={onToggleArchived}>
        {archived ? 'Back to Messages' : 'Archived conversations'}
      </button>
    </section>
  );
}
