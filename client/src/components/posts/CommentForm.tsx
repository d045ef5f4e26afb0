import { forwardRef, useId, type FormEvent } from 'react';
import { Maximize2, X } from 'lucide-react';
import type { CommentDto } from '@flock/shared';

interface CommentFormProps {
  text: string;
  onTextChange(text: string): void;
  replyTo: CommentDto | null;
  onCancelReply(): void;
  onSubmit(): void;
  onExpand(): void;
  busy: boolean;
  error: string | null;
}

/** "Write a comment..." with Post, and the "Replying to @name" chip while answering a comment. */
export const CommentForm = forwardRef<HTMLInputElement, CommentFormProps>(function CommentForm(
  { text, onTextChange, replyTo, onCancelReply, onSubmit, onExpand, busy, error },
  ref,
) {
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() && !busy) onSubmit();
  };
  return (
    <form className="comment-form" onSubmit={submit}>
      {replyTo && (
        <div className="reply-chip">
          <span>Replying to @{replyTo.user.username}</span>
          <button
            type="button"
            className="reply-chip-cancel"
            aria-label="Cancel reply"
            onClick={onCancelReply}
          >
            <X size={14} aria-hidden="true" />
          </button>
        </div>
      )}
      <div className="comment-form-row">
        <input
          ref={ref}
          type="text"
          className="comment-input"
          placeholder="Write a comment..."
          aria-label={replyTo ? `Reply to @${replyTo.user.username}` : 'Write a comment'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
        />
        <button
          type="button"
          className="icon-btn comment-expand"
          aria-label="Open in the composer"
          title="Open in the composer"
          onClick={onExpand}
        >
          <Maximize2 size={16} aria-hidden="true" />
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={!text.trim() || busy}>
          Post
        </button>
      </div>
      {error && (
        <p id={errorId} className="inline-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
});
