import { Check, CheckCheck, CircleAlert, Clock } from 'lucide-react';
import type { MessageView } from '../../data/messages';
import { fullNameOf } from '../../data/conversationNames';

interface MessageBubbleProps {
  view: MessageView;
  own: boolean;
  /** Own messages: every other member has read it. */
  read: boolean;
  /** Groups name the writer above others' messages. */
  showSender: boolean;
  onRetry(entryId: string): void;
  onDiscard(entryId: string): void;
}

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** One message: own ones on the right with a sent or read tick, or "Sending…" / "Not sent" with Retry. */
export function MessageBubble({ view, own, read, showSender, onRetry, onDiscard }: MessageBubbleProps) {
  const { message, delivery, entryId } = view;
  const status =
    delivery === 'failed' ? 'Not sent' : delivery === 'pending' ? 'Sending' : read ? 'Read' : 'Sent';
  return (
    <li className={`message${own ? ' is-own' : ''}${delivery === 'failed' ? ' is-failed' : ''}`}>
      {showSender && !own && message.sender && (
        <span className="message-sender">{fullNameOf(message.sender)}</span>
      )}
      <div className="message-bubble">
        <p className="message-text">{message.content}</p>
        {message.mediaUrl && /^https?:\/\//i.test(message.mediaUrl) && (
          <a className="message-media" href={message.mediaUrl} target="_blank" rel="noopener noreferrer">
            Attachment
          </a>
        )}
        <span className="message-meta">
          <time dateTime={message.createdAt}>{timeOf(message.createdAt)}</time>
          {own && (
            <span className={`message-status is-${status.toLowerCase().replace(' ', '-')}`} title={status}>
              {delivery === 'failed' ? (
                <CircleAlert size={14} aria-hidden="true" />
              ) : delivery === 'pending' ? (
                <Clock size={14} aria-hidden="true" />
              ) : read ? (
                <CheckCheck size={15} aria-hidden="true" />
              ) : (
                <Check size={15} aria-hidden="true" />
              )}
              <span className="visually-hidden">{status}</span>
            </span>
          )}
        </span>
      </div>
      {delivery === 'failed' && entryId && (
        <div className="message-failure">
          <span>Not sent.</span>
          <button type="button" className="message-action" onClick={() => onRetry(entryId)}>
            Retry
          </button>
          <button type="button" className="message-action" onClick={() => onDiscard(entryId)}>
            Discard
          </button>
        </div>
      )}
    </li>
  );
}
