import type { OutboxEntry, PostDto, RetweetedByDto } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import type { FeedEntryRecord, PostRecord } from '../db/records';
import { localPostFields } from '../sync/kinds/localFields';
import { entriesAbout, isQueued } from '../sync/outboxQueue';

/** Posts and their places in lists, as the device keeps them. Call these inside a 'rw' transaction. */

export const HOME_FEED = 'home';
export const userFeed = (userId: string) => `user:${userId}`;
export const listFeed = (listId: string) => `list:${listId}`;
export const hashtagFeed = (tag: string) => `hashtag:${tag.toLowerCase()}`;

export const POST_TABLES = ['posts', 'feedEntries', 'feedState', 'comments', 'outbox'] as const;

/**
 * Stores posts fetched from the server. The server wins, except where a write of this device is still
 * queued: a post being deleted here is not brought back, and the fields a queued like, repost,
 * bookmark, vote or comment changed keep their local values. Returns what was stored, in order.
 */
export async function storeFetchedPosts(db: MemberDb, posts: PostDto[]): Promise<PostRecord[]> {
  const queued = (
    await entriesAbout(
      db,
      posts.map((post) => post.id),
    )
  ).filter(isQueued);
  const stored: PostRecord[] = [];
  for (const post of posts) {
    const about = queued.filter((e) => relatesTo(e, post.id));
    if (about.some((e) => e.kind === 'post.delete')) continue;
    const record: PostRecord = { ...withoutListFields(post), savedAt: Date.now() };
    const local = about.length > 0 ? await db.posts.get(post.id) : undefined;
    if (local) {
      for (const entry of about) {
        for (const field of localPostFields(entry)?.fields ?? []) copyField(record, local, field);
      }
    }
    await db.posts.put(record);
    stored.push(record);
  }
  return stored;
}

const relatesTo = (entry: OutboxEntry, postId: string) => localPostFields(entry)?.postId === postId;

function copyField<K extends keyof PostDto>(target: PostRecord, source: PostRecord, field: K): void {
  target[field] = source[field];
}

/** `retweetedBy`, `activityAt` and `followedHashtag` describe a post's place in one list, not the post. */
function withoutListFields(post: PostDto): PostDto {
  const {
    retweetedBy: _retweetedBy,
    activityAt: _activityAt,
    followedHashtag: _followedHashtag,
    ...rest
  } = post;
  return { ...rest, retweetedBy: null };
}

/**
 * Where fetched posts go in a list, newest first as the server sent them. Without the server's
 * `activityAt` the creation time stands in, kept from rising above the item before it (a repost of
 * an old post keeps its place).
 */
export function feedPlacements(
  feed: string,
  posts: PostDto[],
  below: string | null = null,
): FeedEntryRecord[] {
  let ceiling = below;
  return posts.map((post) => {
    let activityAt = new Date(post.activityAt ?? post.createdAt).toISOString();
    if (!post.activityAt && ceiling && activityAt >= ceiling) {
      activityAt = new Date(new Date(ceiling).getTime() - 1).toISOString();
    }
    ceiling = activityAt;
    const placement: FeedEntryRecord = {
      feed,
      postId: post.id,
      activityAt,
      retweetedBy: post.retweetedBy ?? null,
    };
    return post.followedHashtag ? { ...placement, followedHashtag: post.followedHashtag } : placement;
  });
}

/** Adds a post made on this device (or just confirmed) to the top of the member's lists it belongs in. */
export async function placeOwnPost(db: MemberDb, post: PostDto, retweetedBy: RetweetedByDto | null = null) {
  for (const feed of [HOME_FEED, userFeed(post.author.id)]) {
    const existing = await db.feedEntries.get([feed, post.id]);
    if (existing) continue;
    await db.feedEntries.put({ feed, postId: post.id, activityAt: post.createdAt, retweetedBy });
  }
}

/** Takes a post off the device: the record, its places in lists and its comments. */
export async function removePostLocally(db: MemberDb, postId: string): Promise<void> {
  await db.posts.delete(postId);
  await db.feedEntries.where('postId').equals(postId).delete();
  await db.comments.where('postId').equals(postId).delete();
  await db.bookmarks.where('postId').equals(postId).delete();
}

/** Applies `change` to a stored post, if the device has it. */
export async function updatePost(
  db: MemberDb,
  postId: string,
  change: (post: PostRecord) => Partial<PostRecord>,
): Promise<PostRecord | undefined> {
  const post = await db.posts.get(postId);
  if (!post) return undefined;
  const updated = { ...post, ...change(post) };
  await db.posts.put(updated);
  return updated;
}

/** A stored record back to the plain PostDto shape. */
export function stripRecord(record: PostRecord): PostDto {
  const { savedAt: _savedAt, origin: _origin, ...post } = record;
  return post;
}
