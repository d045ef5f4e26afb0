import { POST_MESSAGES, SUCCESS_MESSAGES } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { newId } from '../../db/ids.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const post = (token: string, body: object) => app.request.post('/api/posts').set(bearer(token)).send(body);

describe('POST /api/posts (JSON)', () => {
  it('publishes a post with every field and answers 201 with the PostDto', async () => {
    const member = await registerAndVerify(app);
    const res = await post(member.token, {
      content: '  Morning run #Running #fitness with @nobody_here  ',
      privacy: 'friends',
      tags: ['#Sun!', 'sun', '  ', 'x'.repeat(40), 'rain'],
      location: 'Pune',
      latitude: 18.5204,
      longitude: 73.8567,
      feeling: 'happy',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(SUCCESS_MESSAGES.postCreated);
    const dto = res.body.data.post;
    expect(dto).toMatchObject({
      _id: dto.id,
      content: 'Morning run #Running #fitness with @nobody_here',
      privacy: 'friends',
      tags: ['Sun', 'x'.repeat(30), 'rain'],
      hashtags: ['running', 'fitness'],
      mentions: ['nobody_here'],
      location: 'Pune',
      latitude: 18.5204,
      longitude: 73.8567,
      feeling: 'happy',
      mediaUrls: [],
      poll: null,
      quotedPost: null,
      isQuoteTweet: false,
      isLiked: false,
      isRetweeted: false,
      isBookmarked: false,
      likesCount: 0,
      retweetsCount: 0,
      commentsCount: 0,
      quotesCount: 0,
      retweetedBy: null,
      author: { id: member.user.id, username: member.username, isPremium: false },
    });
    expect(new Date(dto.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const read = await app.request.get(`/api/posts/${dto.id}`).set(bearer(member.token));
    expect(read.body.data.post).toEqual(dto);
  });

  it('stores the hashtags and the mentions of members who exist', async () => {
    const author = await registerAndVerify(app);
    const named = await registerAndVerify(app);
    const res = await post(author.token, {
      content: `#Launch day, thanks @${named.username.toUpperCase()} and @ghost_member #launch #Next`,
    });
    const { PostHashtag, PostMention } = app.ctx.db.models;
    const postId = res.body.data.post.id;
    const tags = await PostHashtag.findAll({ where: { postId }, order: [['tag', 'ASC']] });
    expect(tags.map((t) => t.tag)).toEqual(['launch', 'next']);
    const mentions = await PostMention.findAll({ where: { postId } });
    expect(mentions.map((m) => m.userId)).toEqual([named.user.id]);
  });

  it('creates a poll that ends after the chosen hours', async () => {
    const member = await registerAndVerify(app);
    const before = Date.now();
    const res = await post(member.token, {
      content: 'Tea or coffee?',
      poll: { options: ['Tea', ' ', 'Coffee'], durationHours: 6 },
    });
    expect(res.status).toBe(201);
    const poll = res.body.data.post.poll;
    expect(poll).toMatchObject({ totalVotes: 0, hasVoted: false, userVotedOption: null, isClosed: false });
    expect(poll.options.map((o: { optionText: string }) => o.optionText)).toEqual(['Tea', 'Coffee']);
    const endsAt = new Date(poll.endsAt).getTime();
    expect(endsAt).toBeGreaterThanOrEqual(before + 6 * 3600_000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 6 * 3600_000);
  });

  it('accepts a poll without text, with the default duration of 24 hours', async () => {
    const member = await registerAndVerify(app);
    const res = await post(member.token, { content: '', poll: { options: ['a', 'b'] } });
    expect(res.status).toBe(201);
    const { endsAt } = res.body.data.post.poll;
    expect(new Date(endsAt).getTime() - new Date(res.body.data.post.createdAt).getTime()).toBe(24 * 3600_000);
  });

  it.each([
    [{ content: '   ' }, 'content', POST_MESSAGES.empty],
    [{}, 'content', POST_MESSAGES.empty],
    [{ content: 'x'.repeat(501) }, 'content', POST_MESSAGES.tooLong],
    [{ content: 'hi', privacy: 'team' }, 'privacy', POST_MESSAGES.privacy],
    [
      { content: 'hi', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      'tags',
      POST_MESSAGES.tooManyTags,
    ],
    [{ content: 'hi', location: 'x'.repeat(101) }, 'location', POST_MESSAGES.locationTooLong],
    [{ content: 'hi', feeling: 'x'.repeat(51) }, 'feeling', POST_MESSAGES.feelingTooLong],
    [{ content: 'q', poll: { options: ['a', ' '] } }, 'poll.options', POST_MESSAGES.pollTooFew],
    [
      { content: 'q', poll: { options: ['a', 'b', 'c', 'd', 'e'] } },
      'poll.options',
      POST_MESSAGES.pollTooMany,
    ],
    [
      { content: 'q', poll: { options: ['a', 'x'.repeat(101)] } },
      'poll.options',
      POST_MESSAGES.pollOptionTooLong,
    ],
    [
      { content: 'q', poll: { options: ['a', 'b'], durationHours: 5 } },
      'poll.durationHours',
      POST_MESSAGES.pollDuration,
    ],
    [{ content: 'hi', id: 'not-a-uuid' }, 'id', 'id must be a UUID'],
  ])('refuses %j with its message', async (body, path, msg) => {
    const member = await registerAndVerify(app);
    const res = await post(member.token, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.errors).toContainEqual({ path, msg });
    expect(await app.ctx.db.models.Post.count({ where: { authorId: member.user.id } })).toBe(0);
  });

  it('accepts a 500-character post and keeps 10 tags', async () => {
    const member = await registerAndVerify(app);
    const tags = Array.from({ length: 10 }, (_, i) => `tag${i}`);
    const res = await post(member.token, { content: 'y'.repeat(500), tags });
    expect(res.status).toBe(201);
    expect(res.body.data.post.tags).toEqual(tags);
  });

  it('needs a token', async () => {
    const res = await app.request.post('/api/posts').send({ content: 'hi' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('not_authenticated');
  });
});

describe('POST /api/posts (multipart fields)', () => {
  it('reads tags and poll options as JSON text and the duration as hours', async () => {
    const member = await registerAndVerify(app);
    const res = await app.request
      .post('/api/posts')
      .set(bearer(member.token))
      .field('content', 'Which one?')
      .field('privacy', 'private')
      .field('tags', JSON.stringify(['one', 'two!']))
      .field('pollOptions', JSON.stringify(['Left', 'Right', '']))
      .field('pollDuration', '72')
      .field('latitude', '12.9716')
      .field('longitude', '77.5946');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const dto = res.body.data.post;
    expect(dto).toMatchObject({
      privacy: 'private',
      tags: ['one', 'two'],
      latitude: 12.9716,
      longitude: 77.5946,
    });
    expect(dto.poll.options.map((o: { optionText: string }) => o.optionText)).toEqual(['Left', 'Right']);
    expect(new Date(dto.poll.endsAt).getTime() - new Date(dto.createdAt).getTime()).toBe(72 * 3600_000);
  });

  it('ignores an empty poll and refuses a bad duration', async () => {
    const member = await registerAndVerify(app);
    const plain = await app.request
      .post('/api/posts')
      .set(bearer(member.token))
      .field('content', 'No poll here')
      .field('pollOptions', '[]')
      .field('tags', '');
    expect(plain.status).toBe(201);
    expect(plain.body.data.post.poll).toBeNull();
    const bad = await app.request
      .post('/api/posts')
      .set(bearer(member.token))
      .field('content', 'Poll')
      .field('pollOptions', JSON.stringify(['a', 'b']))
      .field('pollDuration', '2');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual({ path: 'poll.durationHours', msg: POST_MESSAGES.pollDuration });
  });
});

describe('repeated creates', () => {
  it('make one post for one Idempotency-Key', async () => {
    const member = await registerAndVerify(app);
    const key = `post-${newId()}`;
    const send = () =>
      app.request
        .post('/api/posts')
        .set(bearer(member.token))
        .set('Idempotency-Key', key)
        .send({ content: 'once' });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await app.ctx.db.models.Post.count({ where: { authorId: member.user.id } })).toBe(1);
  });

  it('make one post for one client id, and refuse that id to another member', async () => {
    const member = await registerAndVerify(app);
    const other = await registerAndVerify(app);
    const id = newId();
    const first = await post(member.token, { id, content: 'made offline' });
    expect(first.status).toBe(201);
    expect(first.body.data.post.id).toBe(id);
    const again = await post(member.token, { id, content: 'made offline' });
    expect(again.status).toBe(200);
    expect(again.body.data.post).toEqual(first.body.data.post);
    expect(await app.ctx.db.models.Post.count({ where: { authorId: member.user.id } })).toBe(1);
    const stolen = await post(other.token, { id, content: 'mine now' });
    expect(stolen.status).toBe(409);
    expect(stolen.body.code).toBe('id_conflict');
  });
});
