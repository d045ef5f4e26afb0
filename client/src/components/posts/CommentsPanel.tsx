import { useRef, useState } from 'react';
import type { CommentDto, PostDto } from '@flock/shared';
import { addComment, replyToComment, useComments } from '../../data/comments';
import { useComposer } from '../composer/useComposer';
import { Spinner } from '../ui/LoadingScreen';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { threadComments, withAuthorMention } from './commentThreads';
import './comments.css';

interface CommentsPanelProps {
  post: PostDto;
  id: string;
  open: boolean;
  /** The signed-in member wrote the post: their own comments need no "@author" prefix. */
  isOwnPost: boolean;
}

/** The comments under a post, loaded the first time the panel opens, with the comment form. */
export function CommentsPanel({ post, id, open, isOwnPost }: CommentsPanelProps) {
  const comments = useComments(post.id, open);
  const { open: openComposer } = useComposer();
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<CommentDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const startReply = (comment: CommentDto) => {
    setReplyTo(comment);
    setText(`@${comment.user.username} `);
    setError(null);
    requestAnimationFrame(() => {
      const input = inputRef.current;
      input?.focus();
      input?.setSelectionRange(input.value.length, input.value.length);
    });
  };

  const cancelReply = () => {
    setReplyTo(null);
    setText('');
    inputRef.current?.focus();
  };

  const submit = async () => {
    const content = text.trim();
    setBusy(true);
    setError(null);
    try {
      if (replyTo) await replyToComment(post.id, replyTo.id, content);
      else await addComment(post.id, isOwnPost ? content : withAuthorMention(content, post.author.username));
      setText('');
      setReplyTo(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Failed to post comment');
    } finally {
      setBusy(false);
    }
  };

  const items = comments.items;
  const threads = items ? threadComments(items) : [];
  const firstLoad = items === undefined || (items.length === 0 && comments.status === 'loading');
  return (
    <section id={id} className="comments-panel" aria-label="Comments" hidden={!open}>
      {open && (
        <>
          <CommentForm
            ref={inputRef}
            text={text}
            onTextChange={setText}
            replyTo={replyTo}
            onCancelReply={cancelReply}
            onSubmit={() => void submit()}
            onExpand={() => openComposer({ mode: 'reply', post, comment: replyTo ?? undefined })}
            busy={busy}
            error={error}
          />
          {firstLoad ? (
            <div className="comments-loading">
              <Spinner label="Loading comments" />
            </div>
          ) : comments.status === 'error' && threads.length === 0 ? (
            <div className="comments-error" role="alert">
              <span>{comments.error ?? 'Failed to load comments'}</span>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => void comments.refresh()}
              >
                Retry
              </button>
            </div>
          ) : threads.length === 0 ? (
            <p className="comments-empty">No comments yet. Start the conversation.</p>
          ) : (
            <ul className="comment-list">
              {threads.map((thread) => (
                <li key={thread.comment.id}>
                  <CommentItem comment={thread.comment} onReply={startReply} />
                  {thread.replies.length > 0 && (
                    <ul className="comment-replies">
                      {thread.replies.map((reply) => (
                        <li key={reply.id}>
                          <CommentItem comment={reply} onReply={startReply} />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
          {comments.hasMore && threads.length > 0 && (
            <button
              type="button"
              className="btn btn-ghost btn-sm comments-more"
              disabled={comments.status === 'loading'}
              onClick={() => void comments.loadMore()}
            >
              {comments.status === 'loading' ? 'Loading...' : 'Load more comments'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
