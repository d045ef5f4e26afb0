import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from './accounts.js';
import { uniqueName } from './people.js';
import { createPost, follow, type Member } from './posts.js';
import { createTestApp, type TestApp } from './testApp.js';

/**
 * Where answers put their fields for a client written from the spec: the fields the spec names at the
 * top level sit there too, and every list paged with page/limit says whether more pages follow.
 */

let app: TestApp;
let viewer: Member;
let authors: [Member, Member, Member];
let prefix: string;
let word: string;
let commentedPostId: string;

beforeAll(async () => {
  app = await createTestApp();
  prefix = uniqueName();
  word = uniqueName();
  viewer = await registerAndVerify(app);
  authors = [
    await registerAndVerify(app, { firstName: `${prefix}a` }),
    await registerAndVerify(app, { firstName: `${prefix}b` }),
    await registerAndVerify(app, { firstName: `${prefix}c` }),
  ];
  for (const author of authors) await follow(app, viewer.token, author.user.id);
  await follow(app, authors[1].token, authors[0].user.id);
  await follow(app, authors[2].token, authors[0].user.id);
  // Three posts by the first author, one by each of the others: five in the viewer's feed.
  const [first] = authors;
  commentedPostId = (await createPost(app, first.token, { content: `About ${word}` })).id;
  for (const author of [first, first, authors[1], authors[2]]) {
    await createPost(app, author.token, { content: `About ${word}` });
  }
  for (let i = 0; i < 3; i += 1) {
    const res = await app.request
      .post(`/api/posts/${commentedPostId}/comments`)
      .set(bearer(viewer.token))
      .send({ content: `Comment ${i}` });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
});
afterAll(() => app.close());

const get = (path: string) => app.request.get(path).set(bearer(viewer.token));

describe('pagination on every list paged with page and limit', () => {
  const lists: [string, () => string, string, number][] = [
    ['the home feed', () => '/api/posts?', 'posts', 5],
    ['post search', () => `/api/posts/search?q=${word}&`, 'posts', 5],
    ["a member's posts", () => `/api/posts/user/${authors[0].user.id}?`, 'posts', 3],
    ["a post's comments", () => `/api/posts/${commentedPostId}/comments?`, 'comments', 3],
    ['member search', () => `/api/users/search?q=${prefix}&`, 'users', 3],
    ['Explore', () => `/api/users/explore?q=${prefix}&`, 'users', 3],
    ['a follower list', () => `/api/users/${authors[0].user.id}/followers?`, 'followers', 3],
    ['a following list', () => `/api/users/${viewer.user.id}/following?`, 'following', 3],
  ];

  it.each(lists)('%s answers data.pagination { page, limit, hasMore }', async (_name, path, key, total) => {
    const lastPage = Math.ceil(total / 2);
    for (let page = 1; page <= lastPage + 1; page += 1) {
      const res = await get(`${path()}page=${page}&limit=2`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const expectedRows = Math.max(0, Math.min(2, total - (page - 1) * 2));
      expect(res.body.data[key]).toHaveLength(expectedRows);
      expect(res.body.data.pagination).toEqual({ page, limit: 2, hasMore: page < lastPage });
      expect(res.body.data.hasMore).toBe(page < lastPage);
    }
  });

  it('keeps the notifications list its own pagination with the total', async () => {
    const res = await app.request.get('/api/notifications?page=1&limit=1').set(bearer(authors[0].token));
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toMatchObject({ page: 1, limit: 1, hasMore: true });
  });
});

describe('fields the spec names at the top level', () => {
  it('member search answers success and users at the top level, and the same in data', async () => {
    const res = await get(`/api/users/search?q=${prefix}&limit=10`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.users).toHaveLength(3);
    expect(res.body.users).toEqual(res.body.data.users);
    expect(res.body.users.map((u: { id: string }) => u.id).sort()).toEqual(
      authors.map((a) => a.user.id).sort(),
    );
  });

  it('the own profile answers user at the top level', async () => {
    const res = await get('/api/auth/profile');
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual(res.body.data.user);
    expect(res.body.user.id).toBe(viewer.user.id);
  });

  it('the theme answers theme at the top level', async () => {
    const put = await app.request.put('/api/auth/theme').set(bearer(viewer.token)).send({ theme: 'dark' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ success: true, theme: 'dark', data: { theme: 'dark' } });
    const got = await get('/api/auth/theme');
    expect(got.body).toMatchObject({ success: true, theme: 'dark', data: { theme: 'dark' } });
  });
});
