import { useId } from 'react';
import type { ConversationDto } from '@flock/shared';
import { badgeMemberOf, conversationTitle } from '../../data/conversationNames';
import { VerifiedBadge } from '../premium/VerifiedBadge';
import { relativeTime } from '../posts/relativeTime';
import { TimeLabel } from '../posts/TimeLabel';
import { useNow } from '../posts/useNow';
import { ConversationAvatar } from './ConversationAvatar';
import { conversationHref } from './conversationHref';
import { AppLink } from '../ui/AppLink';

interface ConversationRowProps {
  conversation: ConversationDto;
  selfId: string;
  selected: boolean;
}

/** Spec 001 "Messages": avatar, name, time of the last message, its text or "Start a conversation", unread badge. */
export function ConversationRow({ conversation, selfId, selected }: ConversationRowProps) {
  const now = useNow();
  const badgeId = useId();
  const title = conversationTitle(conversation, selfId);
  const last = conversation.last_message;
  const when = relativeTime(last?.created_at ?? conversation.updated_at, now);
  const unread = conversation.unread_count;
  const preview = last ? `${last.senderId === selfId ? 'You: ' : ''}${last.content}` : 'Start a conversation';
  return (
    <li>
      <AppLink
        to={conversationHref(conversation.id)}
        className={`conversation-row${selected ? ' is-selected' : ''}${unread > 0 ? ' is-unread' : ''}`}
        aria-current={selected ? 'true' : undefined}
        aria-describedby={unread > 0 ? badgeId : undefined}
      >
        <ConversationAvatar conversation={conversation} selfId={selfId} />
        <span className="conversation-row-body">
          <span className="conversation-row-top">
            <span className="conversation-row-name">
              {title}
              <VerifiedBadge member={badgeMemberOf(conversation, selfId)} size={14} />
            </span>
            <TimeLabel
              className="conversation-row-time"
              iso={last?.created_at ?? conversation.updated_at}
              time={when}
            />
          </span>
          <span className="conversation-row-bottom">
            <span className={`conversation-row-preview${last ? '' : ' is-empty'}`}>{preview}</span>
            {unread > 0 && (
              <>
                <span className="conversation-unread" aria-hidden="true">
                  {unread > 99 ? '99+' : unread}
                </span>
                <span id={badgeId} hidden>
                  {unread} unread
                </span>
              </>
            )}
          </span>
        </span>
      </AppLink>
    </li>
  );
}
