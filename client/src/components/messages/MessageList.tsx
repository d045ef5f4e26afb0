import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ConversationDto } from '@flock/shared';
import type { MessageView } from '../../data/messages';
import type { PagedList } from '../../data/types';
import { discardOutboxEntry, retryOutboxEntry } from '../../sync/status';
import { Spinner } from '../ui/LoadingScreen';
import { MessageBubble } from './MessageBubble';
import { isReadByOthers } from './readState';

interface MessageListProps {
  list: PagedList<MessageView>;
  conversation: ConversationDto;
  selfId: string;
  title: string;
}

/** How close to the top (px) scrolling asks for older messages, and to the end counts as "at the end". */
const NEAR_PX = 120;

const warn = (what: string) => (error: unknown) => console.warn(`Could not ${what}`, error);

/**
 * The messages, oldest at the top. It opens at the newest and stays at the end as messages arrive
 * while the member is there; scrolling up loads older ones (kept in place as they come in above).
 */
export function MessageList({ list, conversation, selfId, title }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const views = list.items ?? [];
  const first = views[0]?.message.id;
  const last = views.at(-1)?.message.id;
  const lastIsOwn = views.at(-1)?.message.senderId === selfId;
  const seen = useRef<{ first?: string; last?: string; height: number; atEnd: boolean }>({
    height: 0,
    atEnd: true,
  });

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = seen.current;
    if (before.first !== undefined && first !== before.first && last === before.last) {
      // Older messages came in above: keep what the member was reading where it was.
      box.scrollTop += box.scrollHeight - before.height;
    } else if (before.atEnd || last !== before.last) {
      if (before.atEnd || lastIsOwn) box.scrollTop = box.scrollHeight;
    }
    seen.current = { first, last, height: box.scrollHeight, atEnd: isAtEnd(box) };
  }, [first, last, lastIsOwn, list.items]);

  const loading = list.status === 'loading';
  const { hasMore, loadMore } = list;
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const onScroll = () => {
      seen.current.atEnd = isAtEnd(box);
      seen.current.height = box.scrollHeight;
      if (box.scrollTop < NEAR_PX && hasMore && !loading) void loadMore().catch(warn('load older messages'));
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => box.removeEventListener('scroll', onScroll);
  }, [hasMore, loading, loadMore]);

  const group = conversation.type === 'group';
  return (
    <div className="message-scroller" ref={scroller}>
      {hasMore && (
        <div className="message-older">
          {loading ? (
            <Spinner label="Loading older messages" />
          ) : (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => void loadMore()}>
              Load older messages
            </button>
          )}
        </div>
      )}
      {list.error && views.length > 0 && (
        <p className="alert alert-error message-list-error" role="alert">
          {list.error}
        </p>
      )}
      <div role="log" aria-label={`Messages with ${title}`} className="message-log">
        <ol className="messages">
          {views.map((view) => {
            const own = view.message.senderId === selfId;
            return (
              <MessageBubble
                key={view.message.id}
                view={view}
                own={own}
                read={own && view.delivery === 'sent' && isReadByOthers(view.message, conversation, selfId)}
                showSender={group}
                onRetry={(id) => void retryOutboxEntry(id).catch(warn('retry a message'))}
                onDiscard={(id) => void discardOutboxEntry(id).catch(warn('discard a message'))}
              />
            );
          })}
        </ol>
      </div>
    </div>
  );
}

const isAtEnd = (box: HTMLElement) => box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_PX;
