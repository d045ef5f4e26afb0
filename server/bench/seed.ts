import { uuidv7 } from '@flock/shared';
import { QueryTypes, type QueryInterface } from 'sequelize';
import type { AppContext } from '../src/context.js';
import type { BenchOptions } from './options.js';
import { buildTimelines } from './seedTimelines.js';
import {
  insertNotifications,
  type SeededFollow,
  type SeededPost,
  type SeededReaction,
} from './seedNotifications.js';

/**
 * Fills the bench database with members, follows, posts, likes, reposts and notifications in multi-row
 * INSERTs, a batch per transaction, then builds the home timelines of the members the bench signs in
 * as (in production a timeline is built when its member first reads the feed, so only members who read
 * have one). A seed of the requested size is kept and reused on the next run.
 */

const BATCH = 2000;
/** The members the bench signs in as, one per connection round robin: the first ones seeded. */
export const BENCH_VIEWERS = 200;
const EMAIL_DOMAIN = 'bench.flock.test';
const WORDS = [
  'coffee',
  'morning',
  'launch',
  'weekend',
  'music',
  'travel',
  'code',
  'garden',
  'rain',
  'match',
];
/** Tables the seed fills, children first, so they can be emptied in this order. */
const SEEDED_TABLES = [
  'timeline_events',
  'timeline_entries',
  'timeline_states',
  'notifications',
  'reposts',
  'likes',
  'post_hashtags',
  'posts',
  'follows',
  'sessions',
  'users',
];

export interface Seed {
  memberIds: string[];
  reused: boolean;
  seconds: number;
}

/** A small deterministic generator, so two seeds of one size hold the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function seedBench(ctx: AppContext, options: BenchOptions, passwordHash: string): Promise<Seed> {
  const started = Date.now();
  const { sequelize } = ctx.db;
  const count = async (sql: string) =>
    Number((await sequelize.query<{ n: number }>(sql, { type: QueryTypes.SELECT }))[0]?.n ?? 0);
  const [members, postCount, follows, notifications] = await Promise.all([
    count(`SELECT COUNT(*) AS n FROM users WHERE email LIKE '%@${EMAIL_DOMAIN}'`),
    count('SELECT COUNT(*) AS n FROM posts'),
    count('SELECT COUNT(*) AS n FROM follows'),
    count('SELECT COUNT(*) AS n FROM notifications'),
  ]);
  const expectedFollows = options.members * options.followsPerMember;
  if (
    members === options.members &&
    postCount === options.posts &&
    follows === expectedFollows &&
    notifications > 0
  ) {
    const rows = await sequelize.query<{ id: string }>(
      `SELECT id FROM users WHERE email LIKE '%@${EMAIL_DOMAIN}' ORDER BY email`,
      { type: QueryTypes.SELECT },
    );
    const memberIds = rows.map((r) => r.id);
    await buildTimelines(ctx, memberIds.slice(0, BENCH_VIEWERS));
    return { memberIds, reused: true, seconds: (Date.now() - started) / 1000 };
  }
  for (const table of SEEDED_TABLES) await sequelize.query(`DELETE FROM ${table}`);
  const memberIds = await insertMembers(ctx, options, passwordHash);
  const followRows = await insertFollows(ctx, options, memberIds);
  const posts = await insertPosts(ctx, options, memberIds);
  const reactions = await insertReactions(ctx, memberIds, posts);
  await insertNotifications({ follows: followRows, posts, ...reactions }, (table, rows) =>
    inBatches(ctx, table, rows),
  );
  await buildTimelines(ctx, memberIds.slice(0, BENCH_VIEWERS));
  return { memberIds, reused: false, seconds: (Date.now() - started) / 1000 };
}

async function inBatches<T>(ctx: AppContext, table: string, rows: T[], log = true): Promise<void> {
  const qi: QueryInterface = ctx.db.sequelize.getQueryInterface();
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH) as object[];
    await ctx.db.sequelize.transaction((transaction) => qi.bulkInsert(table, batch, { transaction }));
    if (log && (start / BATCH) % 25 === 0)
      process.stdout.write(`\r  ${table}: ${start + batch.length}/${rows.length}`);
  }
  if (log) process.stdout.write(`\r  ${table}: ${rows.length}/${rows.length}\n`);
}

async function insertMembers(
  ctx: AppContext,
  options: BenchOptions,
  passwordHash: string,
): Promise<string[]> {
  const now = new Date();
  const since = now.getTime() - 90 * 24 * 3600 * 1000;
  const rows = Array.from({ length: options.members }, (_, i) => {
    const n = String(i).padStart(6, '0');
    const createdAt = new Date(since + i);
    return {
      id: uuidv7(createdAt.getTime()),
      email: `member${n}@${EMAIL_DOMAIN}`,
      username: `member${n}`,
      username_lower: `member${n}`,
      password_hash: passwordHash,
      first_name: 'Bench',
      last_name: `Member ${n}`,
      email_verified_at: createdAt,
      interests_completed_at: createdAt,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  await inBatches(ctx, 'users', rows);
  return rows.map((r) => r.id);
}

async function insertFollows(
  ctx: AppContext,
  options: BenchOptions,
  memberIds: string[],
): Promise<SeededFollow[]> {
  const next = random(7);
  const createdAt = new Date();
  const rows: SeededFollow[] = [];
  for (const [index, followerId] of memberIds.entries()) {
    const chosen = new Set<number>();
    while (chosen.size < options.followsPerMember) {
      const other = Math.floor(next() * memberIds.length);
      if (other !== index) chosen.add(other);
    }
    for (const other of chosen)
      rows.push({ follower_id: followerId, followee_id: memberIds[other]!, created_at: createdAt });
  }
  await inBatches(ctx, 'follows', rows);
  return rows;
}

async function insertPosts(
  ctx: AppContext,
  options: BenchOptions,
  memberIds: string[],
): Promise<SeededPost[]> {
  const next = random(11);
  const end = Date.now() - 60_000;
  const spacing = Math.max(1, Math.floor((30 * 24 * 3600 * 1000) / options.posts));
  const seeded: SeededPost[] = [];
  const rows: object[] = [];
  const hashtags: object[] = [];
  for (let i = 0; i < options.posts; i++) {
    const createdAt = new Date(end - (options.posts - i) * spacing);
    const id = uuidv7(createdAt.getTime());
    const roll = next();
    const words = Array.from(
      { length: 6 + Math.floor(next() * 20) },
      () => WORDS[Math.floor(next() * WORDS.length)],
    );
    const tag = i % 10 === 0 ? WORDS[i % WORDS.length] : null;
    const authorId = memberIds[Math.floor(next() * memberIds.length)]!;
    seeded.push({ id, authorId, createdAt: createdAt.getTime() });
    rows.push({
      id,
      author_id: authorId,
      content: `${words.join(' ')}${tag ? ` #${tag}` : ''}`,
      privacy: roll < 0.8 ? 'public' : roll < 0.95 ? 'friends' : 'private',
      tags: '[]',
      created_at: createdAt,
      updated_at: createdAt,
    });
    if (tag) hashtags.push({ post_id: id, tag, created_at: createdAt });
  }
  await inBatches(ctx, 'posts', rows);
  await inBatches(ctx, 'post_hashtags', hashtags);
  return seeded;
}

/** About one like per post and a repost for one post in twenty, with the counters to match. */
async function insertReactions(
  ctx: AppContext,
  memberIds: string[],
  posts: SeededPost[],
): Promise<{ likes: SeededReaction[]; reposts: SeededReaction[] }> {
  const next = random(13);
  const likes = new Map<string, SeededReaction>();
  const reposts = new Map<string, SeededReaction>();
  const now = Date.now() - 30_000;
  const createdAt = new Date(now);
  for (const { id: postId, createdAt: postedAt } of posts) {
    const fans = Math.floor(next() * 3);
    for (let f = 0; f < fans; f++) {
      const userId = memberIds[Math.floor(next() * memberIds.length)]!;
      likes.set(`${postId}:${userId}`, { post_id: postId, user_id: userId, created_at: createdAt });
    }
    if (next() < 0.05) {
      const userId = memberIds[Math.floor(next() * memberIds.length)]!;
      const at = new Date(postedAt + 1 + Math.floor(next() * (now - postedAt)));
      reposts.set(postId, { id: uuidv7(at.getTime()), post_id: postId, user_id: userId, created_at: at });
    }
  }
  await inBatches(ctx, 'likes', [...likes.values()]);
  await inBatches(ctx, 'reposts', [...reposts.values()]);
  const { sequelize } = ctx.db;
  await sequelize.query(
    'UPDATE posts SET likes_count = (SELECT COUNT(*) FROM likes l WHERE l.post_id = posts.id)',
  );
  await sequelize.query(
    'UPDATE posts SET reposts_count = (SELECT COUNT(*) FROM reposts r WHERE r.post_id = posts.id)',
  );
  return { likes: [...likes.values()], reposts: [...reposts.values()] };
}
