import { useId, useState } from 'react';
import { CalendarClock, Pencil, Send, Trash2, TriangleAlert } from 'lucide-react';
import { POST_MAX_LENGTH } from '@flock/shared';
import { PendingMarker } from '../../components/sync/PendingMarker';
import { PostTime } from '../../components/posts/PostTime';
import type { ScheduledPostRecord } from '../../db/draftRecords';
import { localBlobId } from '../../data/localMedia';
import {
  countdown,
  fromLocalInput,
  isNotBeforeNow,
  scheduledBadge,
  thumbnails,
  toLocalInput,
} from './scheduledView';

interface ScheduledCardProps {
  post: ScheduledPostRecord;
  now: number;
  busy: boolean;
  onReschedule(time: Date, content?: string): void;
  onPublish(): void;
  onDelete(): void;
}

const BADGE_CLASS = {
  Failed: 'scheduled-badge-failed',
  Published: 'scheduled-badge-published',
  'Past Due': 'scheduled-badge-due',
  Scheduled: 'scheduled-badge-scheduled',
} as const;

/** One scheduled post: status, time and countdown, what it holds, and Edit / reschedule / Publish now / Delete. */
export function ScheduledCard({ post, now, busy, onReschedule, onPublish, onDelete }: ScheduledCardProps) {
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(post.content);
  const [when, setWhen] = useState(() => toLocalInput(Date.parse(post.scheduledFor)));
  const [error, setError] = useState<string | null>(null);
  const badge = scheduledBadge(post, now);
  const media = thumbnails(post.mediaUrls);
  const published = post.status === 'published';
  const canReschedule = post.status === 'pending';
  const min = toLocalInput(now);

  const save = (content?: string) => {
    const time = fromLocalInput(when);
    if (!time || !isNotBeforeNow(time, Date.now())) {
      setError('Schedule time must be in the future');
      return;
    }
    setError(null);
    setEditing(false);
    onReschedule(time, content);
  };

  return (
    <article className="card draft-card scheduled-card" aria-labelledby={titleId}>
      <header className="draft-badges">
        <span className={`scheduled-badge ${BADGE_CLASS[badge]}`}>{badge}</span>
        <h2 id={titleId} className="draft-kind scheduled-when">
          <CalendarClock size={15} aria-hidden="true" />
          <time dateTime={post.scheduledFor}>
            {new Date(post.scheduledFor).toLocaleString(undefined, {
              dateStyle: 'medium',
              timeStyle: 'short',
            })}
          </time>
        </h2>
        {post.status === 'pending' && (
          <span className="muted scheduled-countdown">{countdown(post.scheduledFor, now)}</span>
        )}
        {post.publishedLate && <span className="draft-badge">Published late</span>}
        <PendingMarker entityId={post.id} />
      </header>
      {editing ? (
        <label className="scheduled-edit">
          <span className="visually-hidden">Post text</span>
          <textarea
            className="input"
            value={text}
            maxLength={POST_MAX_LENGTH}
            rows={3}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
      ) : (
        <p className="draft-content">{post.content || post.threadPosts[0] || ''}</p>
      )}
      {post.threadPosts.length > 0 && !editing && (
        <p className="muted">
          {post.threadPosts.length === 1 ? '+1 more post' : `+${post.threadPosts.length} more posts`}
        </p>
      )}
      {media.shown.length > 0 && (
        <ul className="scheduled-thumbs" aria-label={`${post.mediaUrls.length} media files`}>
          {media.shown.map((item, index) => (
            <li key={item.url}>
              {localBlobId(item.url) ? (
                <span className="scheduled-thumb scheduled-thumb-local">On this device</span>
              ) : item.type === 'video' ? (
                <video className="scheduled-thumb" src={item.url} muted aria-label={`Video ${index + 1}`} />
              ) : (
                <img
                  className="scheduled-thumb"
                  src={item.thumbnailUrl ?? item.url}
                  alt={`Image ${index + 1}`}
                />
              )}
            </li>
          ))}
          {media.more > 0 && <li className="scheduled-thumb scheduled-more">+{media.more}</li>}
        </ul>
      )}
      {post.status === 'failed' && post.failReason && (
        <p className="draft-conflict" role="note">
          <TriangleAlert size={15} aria-hidden="true" />
          {post.failReason}
        </p>
      )}
      {(canReschedule || editing) && (
        <div className="scheduled-reschedule">
          <label>
            <span>{editing ? 'Publish at' : 'Reschedule'}</span>
            <input
              type="datetime-local"
              className="input"
              value={when}
              min={min}
              onChange={(event) => setWhen(event.target.value)}
            />
          </label>
          {!editing && (
            <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={() => save()}>
              Reschedule
            </button>
          )}
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <p className="draft-times muted">
        Created <PostTime createdAt={post.createdAt} />
      </p>
      {!published && (
        <div className="draft-actions">
          {editing ? (
            <>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={busy}
                onClick={() => save(text)}
              >
                Save
              </button>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(false)}>
                Cancel
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                disabled={busy}
                onClick={() => setEditing(true)}
              >
                <Pencil size={15} aria-hidden="true" />
                Edit
              </button>
              <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={onPublish}>
                <Send size={15} aria-hidden="true" />
                Publish now
              </button>
            </>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-sm draft-delete"
            disabled={busy}
            onClick={onDelete}
          >
            <Trash2 size={15} aria-hidden="true" />
            Delete
          </button>
        </div>
      )}
    </article>
  );
}
