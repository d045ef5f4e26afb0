import { useState } from 'react';
import { CalendarClock, Lightbulb } from 'lucide-react';
import { useComposer } from '../../components/composer/useComposer';
import { useNow } from '../../components/posts/useNow';
import { Alert } from '../../components/ui/Alert';
import { FilterChips } from '../../components/ui/FilterChips';
import { RefreshedListStates } from '../../components/ui/RefreshedListStates';
import type { ScheduledPostRecord } from '../../db/draftRecords';
import { useScheduledPosts } from '../../data/scheduledList';
import { deleteScheduledPost, publishScheduledNow, rescheduleScheduledPost } from '../../data/scheduledPosts';
import { confirmationOf } from '../../sync/confirmation';
import { ConfirmDialog } from '../drafts/ConfirmDialog';
import { ScheduledCard } from './ScheduledCard';
import {
  matchesScheduledFilter,
  SCHEDULED_FILTERS,
  SCHEDULED_SORTS,
  sortScheduled,
  type ScheduledFilter,
  type ScheduledSort,
} from './scheduledView';
import '../drafts/drafts.css';
import './scheduled.css';

type Notice = { tone: 'success' | 'error' | 'info'; text: string };
type Asking = { post: ScheduledPostRecord; action: 'delete' | 'publish' } | null;

/**
 * Spec 001 "Scheduled posts": the count, All / Upcoming / Failed, sort by schedule time or created date,
 * Schedule New Post, the cards, the empty state and the tips. Shown from the device, refreshed from the server.
 */
export default function ScheduledSection() {
  const list = useScheduledPosts();
  const { posts } = list;
  const { open } = useComposer();
  const now = useNow();
  const [filter, setFilter] = useState<ScheduledFilter>('all');
  const [sort, setSort] = useState<ScheduledSort>('scheduled_for');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const shown = sortScheduled(
    (posts ?? []).filter((post) => matchesScheduledFilter(post, filter)),
    sort,
  );

  const act = async (post: ScheduledPostRecord, work: () => Promise<Notice>) => {
    setBusyId(post.id);
    setNotice(null);
    try {
      setNotice(await work());
    } catch (failure) {
      setNotice({
        tone: 'error',
        text: failure instanceof Error && failure.message ? failure.message : 'Something went wrong',
      });
    } finally {
      setBusyId(null);
    }
  };

  const confirm = () => {
    if (!asking) return;
    const { post, action } = asking;
    setAsking(null);
    void act(post, async () => {
      if (action === 'delete') {
        await deleteScheduledPost(post.id);
        return { tone: 'success', text: 'Scheduled post deleted.' };
      }
      await publishScheduledNow(post.id);
      return { tone: 'success', text: confirmationOf('Post published successfully!', 'Post') };
    });
  };

  const reschedule = (post: ScheduledPostRecord, time: Date, content?: string) =>
    void act(post, async () => {
      await rescheduleScheduledPost(post.id, time, content);
      return { tone: 'success', text: confirmationOf('Scheduled post updated', 'Change') };
    });

  return (
    <section className="section drafts-page" aria-labelledby="section-title">
      <div className="drafts-heading">
        <h1 id="section-title" className="section-title">
          Scheduled Posts <span className="drafts-count">{posts ? posts.length : ''}</span>
        </h1>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => open({ mode: 'post', schedule: true })}
        >
          <CalendarClock size={16} aria-hidden="true" />
          Schedule New Post
        </button>
      </div>
      <div className="scheduled-controls">
        <FilterChips<ScheduledFilter>
          label="Filter scheduled posts"
          options={SCHEDULED_FILTERS}
          value={filter}
          onChange={setFilter}
        />
        <label className="scheduled-sort">
          <span>Sort by</span>
          <select
            className="input"
            value={sort}
            onChange={(event) => setSort(event.target.value as ScheduledSort)}
          >
            {SCHEDULED_SORTS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <RefreshedListStates
        list={list}
        shownCount={shown.length}
        noun="scheduled posts"
        empty={{
          icon: CalendarClock,
          title: 'No scheduled posts',
          text:
            posts && posts.length > 0
              ? 'None of this kind.'
              : 'Turn on the schedule in the composer to post later.',
        }}
      >
        <ul className="draft-list" aria-label="Scheduled posts">
          {shown.map((post) => (
            <li key={post.id}>
              <ScheduledCard
                post={post}
                now={now}
                busy={busyId === post.id}
                onReschedule={(time, content) => reschedule(post, time, content)}
                onPublish={() => setAsking({ post, action: 'publish' })}
                onDelete={() => setAsking({ post, action: 'delete' })}
              />
            </li>
          ))}
        </ul>
      </RefreshedListStates>
      <aside className="card scheduled-tips" aria-label="Tips">
        <Lightbulb size={18} aria-hidden="true" />
        <ul>
          <li>Posts publish automatically at their time, even while this app is closed.</li>
          <li>Reschedule or delete a post any time before it is published.</li>
          <li>Failed posts can be edited and rescheduled.</li>
        </ul>
      </aside>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.action === 'publish' ? 'Publish now?' : 'Delete scheduled post?'}
        question={
          asking?.action === 'publish'
            ? 'Are you sure you want to publish this post now?'
            : 'Are you sure you want to delete this scheduled post?'
        }
        confirmLabel={asking?.action === 'publish' ? 'Publish now' : 'Delete'}
        danger={asking?.action === 'delete'}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
    </section>
  );
}
