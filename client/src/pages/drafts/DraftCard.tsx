import { useId } from 'react';
import { BarChart3, Image as ImageIcon, Pencil, Send, Trash2, TriangleAlert } from 'lucide-react';
import type { DraftRecord } from '../../db/draftRecords';
import { PendingMarker } from '../../components/sync/PendingMarker';
import { PostTime } from '../../components/posts/PostTime';
import { draftKind, isEmptyDraft, KIND_LABELS, pollDurationLabel, threadPreview } from './draftView';

interface DraftCardProps {
  draft: DraftRecord;
  busy: boolean;
  onEdit(): void;
  onPublish(): void;
  onDelete(): void;
}

/** One draft: its kind, what it holds, when it was saved and edited, and Edit / Publish now / Delete. */
export function DraftCard({ draft, busy, onEdit, onPublish, onDelete }: DraftCardProps) {
  const titleId = useId();
  const kind = draftKind(draft);
  const thread = threadPreview(draft);
  const empty = isEmptyDraft(draft);
  const pollOptions = draft.pollData?.options.filter((o) => o.trim() !== '') ?? [];
  return (
    <article className="card draft-card" aria-labelledby={titleId}>
      <header className="draft-badges">
        <h2 id={titleId} className="draft-kind">
          {KIND_LABELS[kind]} draft
        </h2>
        {draft.pollData && (
          <span className="draft-badge">
            <BarChart3 size={13} aria-hidden="true" />
            Poll
          </span>
        )}
        {draft.media.length > 0 && (
          <span className="draft-badge">
            <ImageIcon size={13} aria-hidden="true" />
            {draft.media.length === 1 ? '1 media file' : `${draft.media.length} media files`}
          </span>
        )}
        <PendingMarker entityId={draft.id} />
      </header>
      {draft.conflictOf && (
        <p className="draft-conflict">
          <TriangleAlert size={15} aria-hidden="true" />
          Conflict copy: saved on another device from an older version. Both versions are kept.
        </p>
      )}
      {empty ? (
        <p className="draft-empty">Empty draft</p>
      ) : kind === 'thread' ? (
        <ol className="draft-thread">
          {thread.shown.map((part, index) => (
            <li key={index}>{part}</li>
          ))}
          {thread.more > 0 && (
            <li className="draft-more">
              {thread.more === 1 ? '+1 more post' : `+${thread.more} more posts`}
            </li>
          )}
        </ol>
      ) : (
        draft.content.trim() !== '' && <p className="draft-content">{draft.content}</p>
      )}
      {pollOptions.length > 0 && draft.pollData && (
        <div className="draft-poll">
          <ul aria-label="Poll options">
            {pollOptions.map((option, index) => (
              <li key={index}>{option}</li>
            ))}
          </ul>
          <p className="muted">Poll lasts {pollDurationLabel(draft.pollData.duration)}</p>
        </div>
      )}
      <p className="draft-times muted">
        <span>
          Saved <PostTime createdAt={draft.createdAt} />
        </span>
        {draft.updatedAt !== draft.createdAt && (
          <span>
            · Edited <PostTime createdAt={draft.updatedAt} />
          </span>
        )}
      </p>
      <div className="draft-actions">
        <button type="button" className="btn btn-secondary btn-sm" onClick={onEdit} disabled={busy}>
          <Pencil size={15} aria-hidden="true" />
          Edit
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={onPublish} disabled={busy || empty}>
          <Send size={15} aria-hidden="true" />
          Publish now
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm draft-delete"
          onClick={onDelete}
          disabled={busy}
        >
          <Trash2 size={15} aria-hidden="true" />
          Delete
        </button>
      </div>
    </article>
  );
}
