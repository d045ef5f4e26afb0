import { POST_MESSAGES, SUCCESS_MESSAGES, type PostDto } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { newId } from '../../db/ids.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const thread = (token: string, body: object) =>
  app.request.post('/api/threads').set(bearer(token)).send(body);

describe('POST /api/threads', () => {
  it('publishes the parts in order under the first part’s id, dropping blank parts', async () => {
    const member = await registerAndVerify(app);
    const res = await thread(member.token, {
      posts: ['1/ start #thread', '  ', '2/ middle', '3/ end'],
      privacy: 'friends',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(SUCCESS_MESSAGES.threadPosted);
    const posts = res.body.data.posts as PostDto[];
    expect(posts.map((p) => p.content)).toEqual(['1/ start #thread', '2/ middle', '3/ end']);
    expect(posts.map((p) => p.threadPosition)).toEqual([0, 1, 2]);
    expect(posts.every((p) => p.threadId === posts[0]!.id && p.privacy === 'friends')).toBe(true);
    expect(posts[0]!.hashtags).toEqual(['thread']);
    expect(await app.ctx.db.models.Post.count({ where: { threadId: posts[0]!.id } })).toBe(3);
  });

  it('takes client ids and replays a thread sent twice', async () => {
    const [member, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const ids = [newId(), newId()];
    const body = { posts: ['first', 'second'], ids };
    const first = await thread(member.token, body);
    expect(first.status).toBe(201);
    expect(first.body.data.posts.map((p: PostDto) => p.id)).toEqual(ids);
    const again = await thread(member.token, body);
    expect(again.status).toBe(200);
    expect(again.body.data.posts).toEqual(first.body.data.posts);
    expect((await thread(other.token, body)).status).toBe(409);
    const clash = await thread(other.token, { posts: ['a', 'b'], ids: [newId(), ids[1]] });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('id_conflict');
    expect(await app.ctx.db.models.Post.count({ where: { authorId: other.user.id } })).toBe(0);
  });

  it.each([
    [{ posts: ['only one'] }, 'posts', POST_MESSAGES.threadTooShort],
    [{ posts: ['one', '   '] }, 'posts', POST_MESSAGES.threadTooShort],
    [{}, 'posts', POST_MESSAGES.threadTooShort],
    [{ posts: ['one', 'x'.repeat(281)] }, 'posts', POST_MESSAGES.tooLongExtended],
    [{ posts: Array.from({ length: 26 }, (_, i) => `part ${i}`) }, 'posts', POST_MESSAGES.threadTooLong],
    [{ posts: ['a', 'b'], privacy: 'everyone' }, 'privacy', POST_MESSAGES.privacy],
    [{ posts: ['a', 'b'], ids: [newId()] }, 'ids', 'ids must give one id per thread post'],
    [{ posts: ['a', 'b'], ids: ['x', 'y'] }, 'ids.0', 'ids must be UUIDs'],
  ])('refuses %j', async (body, path, msg) => {
    const member = await registerAndVerify(app);
    const res = await thread(member.token, body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, msg });
  });

  it('needs a token', async () => {
    expect((await app.request.post('/api/threads').send({ posts: ['a', 'b'] })).status).toBe(401);
  });
});

describe('GET /api/threads/:id', () => {
  const read = (token: string | null, id: string) => {
    const request = app.request.get(`/api/threads/${id}`);
    return token ? request.set(bearer(token)) : request;
  };

  it('answers the parts in order for whoever may see them, without a part deleted on its own', async () => {
    const [author, reader] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const made = await thread(author.token, { posts: ['1/ tide', '2/ wind', '3/ rain', '4/ sun'] });
    const parts = made.body.data.posts as PostDto[];
    await app.request.delete(`/api/posts/${parts[2]!.id}`).set(bearer(author.token)).expect(200);

    const res = await read(reader.token, parts[0]!.id);
    expect(res.status).toBe(200);
    const shown = res.body.data.posts as PostDto[];
    expect(shown.map((p) => [p.content, p.threadPosition])).toEqual([
      ['1/ tide', 0],
      ['2/ wind', 1],
      ['4/ sun', 3],
    ]);
    expect(shown.every((p) => p.author.id === author.user.id && p.threadId === parts[0]!.id)).toBe(true);
  });

  it('answers 404 for a thread the viewer may not see, one that does not exist and a bad id', async () => {
    const [author, stranger] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const friendsOnly = await thread(author.token, { posts: ['a', 'b'], privacy: 'friends' });
    const rootId = (friendsOnly.body.data.posts as PostDto[])[0]!.id;
    expect((await read(author.token, rootId)).status).toBe(200);
    for (const id of [rootId, newId(), 'not-an-id']) {
      const res = await read(stranger.token, id);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('post_not_found');
    }
  });

  it('needs a token', async () => {
    expect((await read(null, newId())).status).toBe(401);
  });
});
