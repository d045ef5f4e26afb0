import { MessageSquareText } from 'lucide-react';

/** Spec 001: the pane with no conversation open. */
export function EmptyPane({ onNewMessage }: { onNewMessage(): void }) {
  return (
    <div className="conversation-pane is-centered empty-pane">
      <span className="empty-state-icon" aria-hidden="true">
        <MessageSquareText size={28} />
      </span>
      <h2 className="empty-state-title">Select a conversation</h2>
      <p className="muted">Choose a conversation from the list to start messaging</p>
      <button type="button" className="btn btn-primary btn-sm" onClick={onNewMessage}>
        New Message
      </button>
    </div>
  );
}
