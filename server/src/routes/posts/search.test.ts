import crypto from 'node:crypto';
import type { PostDto } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { createPost } from '../../../test/posts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const search = (token: string, q: string, extra = '') =>
  app.request.get(`/api/posts/search?q=${encodeURIComponent(q)}${extra}`).set(bearer(token));
const contents = (res: { body: { data: { posts: PostDto[] } } }) => res.body.data.posts.map((p) => p.content);

describe('GET /api/posts/search', () => {
  it('finds text in any case, newest first, taking %, _, \\, quotes literally', async () => {
    const member = await registerAndVerify(app);
    const tag = crypto.randomBytes(4).toString('hex');
    const texts = [
      `${tag} Sale: 50% off today`,
      `${tag} 50 percent or 50x off`,
      `${tag} file_name.txt`,
      `${tag} filename.txt`,
      `${tag} it's "quoted" here`,
      `${tag} back\\slash path`,
      `${tag} backslash path`,
      `${tag} UPPER and lower`,
    ];
    for (const content of texts) await createPost(app, member.token, { content });
    expect(contents(await search(member.token, '50% off'))).toEqual([texts[0]]);
    expect(contents(await search(member.token, 'file_name'))).toEqual([texts[2]]);
    expect(contents(await search(member.token, `it's "quoted"`))).toEqual([texts[4]]);
    expect(contents(await search(member.token, 'back\\slash'))).toEqual([texts[5]]);
    expect(contents(await search(member.token, 'upper AND LOWER'))).toEqual([texts[7]]);
    expect(contents(await search(member.token, `${tag.toUpperCase()} `))).toHaveLength(texts.length);
    expect(contents(await search(member.token, tag))).toEqual([...texts].reverse());
    expect(contents(await search(member.token, '%%'))).toEqual([]);
    expect(contents(await search(member.token, "' OR 1=1 --"))).toEqual([]);
  });

  it('pages the results', async () => {
    const member = await registerAndVerify(app);
    const tag = crypto.randomBytes(4).toString('hex');
    for (let i = 1; i <= 3; i++) await createPost(app, member.token, { content: `${tag} number ${i}` });
    const first = await search(member.token, tag, '&limit=2');
    expect(contents(first)).toEqual([`${tag} number 3`, `${tag} number 2`]);
    expect(first.body.data.hasMore).toBe(true);
    const cursor = encodeURIComponent(first.body.data.nextCursor);
    expect(contents(await search(member.token, tag, `&limit=2&before=${cursor}`))).toEqual([
      `${tag} number 1`,
    ]);
    expect(contents(await search(member.token, tag, '&limit=2&page=2'))).toEqual([`${tag} number 1`]);
  });

  it('needs at least 2 characters and a token', async () => {
    const member = await registerAndVerify(app);
    for (const q of ['', ' a ']) {
      const res = await search(member.token, q);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'q', msg: 'Search needs at least 2 characters' }]);
    }
    expect((await app.request.get('/api/posts/search?q=hello')).status).toBe(401);
  });
});

describe('GET /api/posts/user/:idOrUsername', () => {
  it('lists a member’s own posts, newest first, by id or username in any case', async () => {
    const [writer, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    for (let i = 1; i <= 3; i++) await createPost(app, writer.token, { content: `mine ${i}` });
    await createPost(app, other.token, { content: 'not theirs' });
    const byId = await app.request.get(`/api/posts/user/${writer.user.id}?limit=2`).set(bearer(other.token));
    expect(byId.status).toBe(200);
    expect(contents(byId)).toEqual(['mine 3', 'mine 2']);
    expect(byId.body.data.hasMore).toBe(true);
    const byName = await app.request
      .get(`/api/posts/user/${writer.username.toUpperCase()}?page=2&limit=2`)
      .set(bearer(other.token));
    expect(contents(byName)).toEqual(['mine 1']);
    expect(byName.body.data).toMatchObject({ hasMore: false, nextCursor: null });
  });

  it('answers 404 for an unknown member, 400 for bad paging and 401 without a token', async () => {
    const member = await registerAndVerify(app);
    const unknown = await app.request.get('/api/posts/user/no_such_member').set(bearer(member.token));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('user_not_found');
    const bad = await app.request
      .get(`/api/posts/user/${member.user.id}?limit=100`)
      .set(bearer(member.token));
    expect(bad.status).toBe(400);
    expect((await app.request.get(`/api/posts/user/${member.user.id}`)).status).toBe(401);
  });
});

describe('GET /api/posts/:id', () => {
  it('answers 404 post_not_found for unknown and malformed ids, and 401 without a token', async () => {
    const member = await registerAndVerify(app);
    for (const id of ['01900000-0000-7000-8000-000000000000', 'abc']) {
      const res = await app.request.get(`/api/posts/${id}`).set(bearer(member.token));
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('post_not_found');
    }
    const post = await createPost(app, member.token);
    expect((await app.request.get(`/api/posts/${post.id}`)).status).toBe(401);
  });
});
