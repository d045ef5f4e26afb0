import type { DraftRecord } from '../../db/draftRecords';
import { draftKind, type DraftKind } from '../../data/draftPublish';

/** Spec 001 "Drafts": what a draft card shows, worked out from the record. */

export const DRAFT_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'posts', label: 'Posts' },
  { value: 'threads', label: 'Threads' },
] as const;
export type DraftFilter = (typeof DRAFT_FILTERS)[number]['value'];

export const KIND_LABELS: Record<DraftKind, string> = {
  post: 'Post',
  thread: 'Thread',
  reply: 'Reply',
  quote: 'Quote',
};

export function matchesFilter(draft: DraftRecord, filter: DraftFilter): boolean {
  if (filter === 'all') return true;
  return filter === 'threads' ? draft.isThread : !draft.isThread;
}

/** The thread's first two parts (blank ones left out) and how many more there are. */
export function threadPreview(draft: DraftRecord): { shown: string[]; more: number } {
  const parts = draft.threadPosts.filter((part) => part.trim() !== '');
  return { shown: parts.slice(0, 2), more: Math.max(0, parts.length - 2) };
}

export function pollDurationLabel(hours: number): string {
  if (hours % 24 === 0) {
    const days = hours / 24;
    return days === 1 ? '1 day' : `${days} days`;
  }
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

export const isEmptyDraft = (draft: DraftRecord) =>
  draft.content.trim() === '' &&
  draft.threadPosts.every((part) => part.trim() === '') &&
  draft.media.length === 0 &&
  !(draft.pollData?.options.some((option) => option.trim() !== '') ?? false);

export { draftKind };
