import { uuidv7 } from '@flock/shared';

/** What the bench seed made, as the rows it inserted. */
export interface SeededFollow {
  follower_id: string;
  followee_id: string;
  created_at: Date;
}

export interface SeededPost {
  id: string;
  authorId: string;
  createdAt: number;
}

export interface SeededReaction {
  id?: string;
  post_id: string;
  user_id: string;
  created_at: Date;
}

interface Seeded {
  follows: SeededFollow[];
  posts: SeededPost[];
  likes: SeededReaction[];
  reposts: SeededReaction[];
}

/**
 * The notifications those follows, likes and reposts would have caused, three in four of them read,
 * so each member's list and unread count look like a used account's.
 */
export async function insertNotifications(
  seeded: Seeded,
  insert: (table: string, rows: object[]) => Promise<void>,
): Promise<void> {
  const authorOf = new Map(seeded.posts.map((p) => [p.id, p.authorId]));
  const postedAt = new Map(seeded.posts.map((p) => [p.id, p.createdAt]));
  const rows: object[] = [];
  const add = (userId: string, actorId: string, kind: string, at: number, postId: string | null) => {
    if (userId === actorId) return;
    const createdAt = new Date(at);
    rows.push({
      id: uuidv7(at),
      user_id: userId,
      actor_id: actorId,
      kind,
      post_id: postId,
      comment_id: null,
      is_read: rows.length % 4 !== 0,
      created_at: createdAt,
      updated_at: createdAt,
    });
  };
  const end = Date.now() - 60_000;
  const month = 30 * 24 * 3600 * 1000;
  seeded.follows.forEach((f, i) =>
    add(f.followee_id, f.follower_id, 'follow', end - ((i * 7919) % month), null),
  );
  for (const like of seeded.likes) {
    const at = postedAt.get(like.post_id)! + 1000;
    add(authorOf.get(like.post_id)!, like.user_id, 'post_like', at, like.post_id);
  }
  for (const repost of seeded.reposts)
    add(authorOf.get(repost.post_id)!, repost.user_id, 'repost', repost.created_at.getTime(), repost.post_id);
  await insert('notifications', rows);
}
