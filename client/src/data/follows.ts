import { useLiveQuery } from 'dexie-react-hooks';
import { followPaths } from '../api/follows';
import { useAuth } from '../auth/useAuth';
import { memberDb } from '../db/memberDb';
import type { FollowRecord } from '../db/records';
import { queueToggle } from '../sync/toggles';
import { writeLocally } from './writeTransaction';

/** What the screen already knows about the member, so the optimistic follower count can move by one. */
export interface FollowContext {
  username?: string;
  isFollowing?: boolean;
  followersCount?: number;
}

export function followMember(userId: string, known: FollowContext = {}): Promise<void> {
  return setFollowing(userId, true, known);
}

export function unfollowMember(userId: string, known: FollowContext = {}): Promise<void> {
  return setFollowing(userId, false, known);
}

function setFollowing(userId: string, desired: boolean, known: FollowContext): Promise<void> {
  return writeLocally(async (db) => {
    const stored = await db.follows.get(userId);
    const before = stored?.isFollowing ?? known.isFollowing ?? !desired;
    const count = stored?.followersCount ?? known.followersCount ?? null;
    const changed = before !== desired;
    await db.follows.put({
      userId,
      isFollowing: desired,
      followersCount: count === null || !changed ? count : Math.max(0, count + (desired ? 1 : -1)),
    });
    const who = known.username ? `@${known.username}` : ((await usernameOf(db, userId)) ?? 'a member');
    await queueToggle(db, {
      kind: 'user.follow',
      entityId: userId,
      desired,
      before: { on: before, count },
      request: (follow) => ({
        method: 'POST',
        path: follow ? followPaths.follow(userId) : followPaths.unfollow(userId),
        body: undefined,
      }),
      label: (follow) => `${follow ? 'Follow' : 'Unfollow'} ${who}`,
    });
  });
}

async function usernameOf(db: ReturnType<typeof memberDb>, userId: string): Promise<string | null> {
  const post = await db.posts.filter((p) => p.author.id === userId).first();
  return post ? `@${post.author.username}` : null;
}

/**
 * This device's view of following a member (after a follow or unfollow here, confirmed or queued):
 * screens overlay it on the profile they fetched. Undefined when nothing was done here.
 */
export function useFollowState(userId: string): FollowRecord | undefined {
  const { user } = useAuth();
  return useLiveQuery(
    async () => (user && userId ? await memberDb(user.id).follows.get(userId) : undefined),
    [user?.id, userId],
  );
}
