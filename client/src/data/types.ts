import type { PostDto, PostPrivacy, RetweetedByDto } from '@flock/shared';

/** The contract between the offline data layer and the UI. */

export interface FeedItem {
  post: PostDto;
  retweetedBy: RetweetedByDto | null;
  activityAt: string;
  /** For a part of a thread: how many of the thread's parts this device holds (a list may show fewer). */
  threadPartsOnDevice?: number;
  /** In the home feed: the followed hashtag (as first written) that brought the post. */
  followedHashtag?: string | null;
}

export type LoadStatus = 'idle' | 'loading' | 'error';

export interface PagedList<T> {
  /** Undefined until the device's copy has been read. */
  items: T[] | undefined;
  status: LoadStatus;
  error: string | null;
  hasMore: boolean;
  loadMore(): Promise<void>;
  refresh(): Promise<void>;
}

export interface PostDraft {
  content: string;
  privacy: PostPrivacy;
  tags: string[];
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  feeling: string | null;
  poll: { options: string[]; durationHours: number } | null;
  files: File[];
}

export interface OutboxView {
  id: string;
  label: string;
  state: 'pending' | 'sending' | 'failed';
  error: string | null;
  attempts: number;
  createdAt: number;
  entityId: string;
}
