import { POST_MESSAGES, SUCCESS_MESSAGES } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { createPost } from '../../../test/posts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { newId } from '../../db/ids.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const quote = (token: string, body: object) => app.request.post('/api/posts').set(bearer(token)).send(body);

describe('POST /api/posts as a quote', () => {
  it('quotes a post, shows it one level deep and counts the quote', async () => {
    const [author, quoter] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const original = await createPost(app, author.token, {
      content: 'worth quoting',
      poll: { options: ['a', 'b'] },
    });
    const res = await quote(quoter.token, {
      quotedPostId: original.id,
      content: 'So true #quote',
      isQuoteTweet: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(SUCCESS_MESSAGES.quotePosted);
    const dto = res.body.data.post;
    expect(dto).toMatchObject({
      content: 'So true #quote',
      isQuoteTweet: true,
      quotedPostId: original.id,
      hashtags: ['quote'],
      quotedPost: { id: original.id, content: 'worth quoting', quotesCount: 1, quotedPost: null },
    });
    expect(dto.quotedPost.poll.options).toHaveLength(2);
    const again = await quote(author.token, { quotedPostId: dto.id, content: 'quote of a quote' });
    expect(again.body.data.post.quotedPost).toMatchObject({
      id: dto.id,
      quotedPostId: original.id,
      quotedPost: null,
    });
  });

  it.each([
    [{ quotedPostId: 'x', content: 'hi' }, 'quotedPostId', 'quotedPostId must be a post id'],
    [{ isQuoteTweet: true, content: 'hi' }, 'quotedPostId', 'quotedPostId must be a post id'],
    [{ quotedPostId: newId(), content: '  ' }, 'content', POST_MESSAGES.empty],
    [{ quotedPostId: newId(), content: 'x'.repeat(281) }, 'content', POST_MESSAGES.tooLongExtended],
  ])('refuses %j', async (body, path, msg) => {
    const member = await registerAndVerify(app);
    const res = await quote(member.token, body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, msg });
  });

  it('answers 404 for a quoted post that does not exist', async () => {
    const member = await registerAndVerify(app);
    const res = await quote(member.token, { quotedPostId: newId(), content: 'quoting air' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('post_not_found');
    expect(await app.ctx.db.models.Post.count({ where: { authorId: member.user.id } })).toBe(0);
  });

  it('replays a quote sent twice with the same client id', async () => {
    const [author, quoter] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const original = await createPost(app, author.token);
    const id = newId();
    const body = { id, quotedPostId: original.id, content: 'offline quote' };
    expect((await quote(quoter.token, body)).status).toBe(201);
    const second = await quote(quoter.token, body);
    expect(second.status).toBe(200);
    expect(second.body.data.post.id).toBe(id);
    expect(second.body.data.post.quotedPost.quotesCount).toBe(1);
  });

  it('needs a token', async () => {
    expect((await app.request.post('/api/posts').send({ quotedPostId: newId(), content: 'x' })).status).toBe(
      401,
    );
  });
});
