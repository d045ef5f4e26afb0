import type { PostDto } from '@flock/shared';
import { deleteMemberDb, memberDb, type MemberDb } from '../../db/memberDb';
import { TEST_USER } from '../../pages/dashboard/testKit';
import { setActiveMember } from '../member';

/** Test support for the data layer and the sync engine. Imported by tests only. */

export const AUTHOR = {
  id: 'user-2',
  _id: 'user-2',
  username: 'grace',
  firstName: 'Grace',
  lastName: 'Hopper',
  profilePicture: null,
  isPremium: false,
  subscriptionType: 'basic' as const,
};

export function serverPost(id: string, overrides: Partial<PostDto> = {}): PostDto {
  return {
    id,
    _id: id,
    author: AUTHOR,
    content: `Post ${id}`,
    privacy: 'public',
    tags: [],
    hashtags: [],
    mentions: [],
    location: null,
    latitude: null,
    longitude: null,
    feeling: null,
    mediaUrls: [],
    poll: null,
    quotedPost: null,
    quotedPostId: null,
    isQuoteTweet: false,
    threadId: null,
    threadPosition: null,
    isLiked: false,
    isRetweeted: false,
    isBookmarked: false,
    bookmarkId: null,
    likesCount: 3,
    retweetsCount: 1,
    commentsCount: 0,
    quotesCount: 0,
    retweetedBy: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The signed-in member's database with their profile, as the app has it after sign-in. */
export async function signedInDb(): Promise<MemberDb> {
  setActiveMember({ userId: TEST_USER.id, token: 'test-token' });
  const db = memberDb(TEST_USER.id);
  await db.profile.put({ key: 'self', user: TEST_USER, savedAt: Date.now() });
  return db;
}

export async function resetDb(): Promise<void> {
  setActiveMember(null);
  await deleteMemberDb(TEST_USER.id);
}

export async function putPosts(db: MemberDb, ...posts: PostDto[]): Promise<void> {
  await db.posts.bulkPut(posts.map((p) => ({ ...p, savedAt: 0 })));
}

export const outboxOf = (db: MemberDb) => db.outbox.orderBy('seq').toArray();
