import type { PostDto, PostPrivacy } from '@flock/shared';
import { expect } from 'vitest';
import { bearer, registerAndVerify } from './accounts.js';
import type { TestApp } from './testApp.js';

/** Steps the post API tests share: members who follow each other, and posts made through the API. */

export type Member = Awaited<ReturnType<typeof registerAndVerify>>;

/** POST /api/posts as JSON; expects it to succeed and returns the post. */
export async function createPost(
  app: TestApp,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<PostDto> {
  const res = await app.request
    .post('/api/posts')
    .set(bearer(token))
    .send({ content: 'Hello Flock', ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.post as PostDto;
}

export async function follow(app: TestApp, token: string, userId: string): Promise<void> {
  const res = await app.request.post(`/api/users/follow/${userId}`).set(bearer(token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The privacy matrix: an author, a friend (mutual follow), a follower (one way) and a stranger. */
export async function buildCircle(app: TestApp) {
  const [author, friend, follower, stranger] = await Promise.all([
    registerAndVerify(app, { firstName: 'Author' }),
    registerAndVerify(app, { firstName: 'Friend' }),
    registerAndVerify(app, { firstName: 'Follower' }),
    registerAndVerify(app, { firstName: 'Stranger' }),
  ]);
  await follow(app, friend.token, author.user.id);
  await follow(app, author.token, friend.user.id);
  await follow(app, follower.token, author.user.id);
  return { author, friend, follower, stranger };
}

export type Circle = Awaited<ReturnType<typeof buildCircle>>;
export type Role = keyof Circle;

/** One post of each privacy by the circle's author, each `<label> <privacy> post` plus `fields`. */
export async function postOfEachPrivacy(
  app: TestApp,
  author: Member,
  label = 'matrix',
  fields: Record<string, unknown> = {},
) {
  const posts = {} as Record<PostPrivacy, PostDto>;
  for (const privacy of ['public', 'friends', 'private'] as const) {
    posts[privacy] = await createPost(app, author.token, {
      content: `${label} ${privacy} post`,
      privacy,
      ...fields,
    });
  }
  return posts;
}

/** Who may see a post of each privacy: the author all, a friend public and friends, others public only. */
export const MAY_SEE: Record<Role, Record<PostPrivacy, boolean>> = {
  author: { public: true, friends: true, private: true },
  friend: { public: true, friends: true, private: false },
  follower: { public: true, friends: false, private: false },
  stranger: { public: true, friends: false, private: false },
};

export const ROLES: Role[] = ['author', 'friend', 'follower', 'stranger'];
export const PRIVACIES: PostPrivacy[] = ['public', 'friends', 'private'];

export const ids = (posts: { id: string }[]) => posts.map((p) => p.id);
