import type { NotificationDto } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../test/accounts.js';
import { fromBlock, notificationsOf, unreadCountOf } from '../../test/notifications.js';
import { buildCircle, createPost, follow, type Member } from '../../test/posts.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { MENTION_NOTIFICATIONS_MAX } from './mentions.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

function members<N extends string[]>(...firstNames: N): Promise<{ [K in keyof N]: Member }> {
  const made = Promise.all(firstNames.map((firstName) => registerAndVerify(app, { firstName })));
  return made as Promise<{ [K in keyof N]: Member }>;
}

async function send(token: string, method: 'post' | 'put', path: string, body: object = {}) {
  const res = await app.request[method](path).set(bearer(token)).send(body);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.data;
}
const like = (who: Member, postId: string, liked?: boolean) =>
  send(who.token, 'put', `/api/posts/${postId}/like`, liked === undefined ? {} : { liked });
const comment = async (who: Member, postId: string, content: string) =>
  (await send(who.token, 'post', `/api/posts/${postId}/comments`, { content })).comment as { id: string };
const reply = async (who: Member, postId: string, commentId: string, content: string) =>
  (await send(who.token, 'post', `/api/posts/${postId}/comments/${commentId}/reply`, { content }))
    .comment as {
    id: string;
  };
const likeComment = (who: Member, commentId: string) =>
  send(who.token, 'post', `/api/posts/comments/${commentId}/like`);
const repost = (who: Member, postId: string) => send(who.token, 'post', `/api/posts/${postId}/retweet`);
const readAll = (who: Member) => send(who.token, 'put', '/api/notifications/mark-all-read');

const only = async (member: Member): Promise<NotificationDto> => {
  const list = await notificationsOf(app, member);
  expect(list).toHaveLength(1);
  return list[0]!;
};

describe('notifications are created', () => {
  it('when someone follows you, once, and an unfollow takes back the unread one', async () => {
    const [ada, bob] = await members('Ada', 'Bob');
    await follow(app, bob.token, ada.user.id);
    await follow(app, bob.token, ada.user.id);
    const notification = await only(ada);
    expect(notification).toEqual({
      id: notification.id,
      _id: notification.id,
      type: 'follow',
      from: fromBlock(bob),
      message: 'started following you',
      data: {},
      metadata: {},
      isRead: false,
      createdAt: expect.any(String),
    });
    expect(await notificationsOf(app, bob)).toEqual([]);
    await send(bob.token, 'post', `/api/users/unfollow/${ada.user.id}`);
    expect(await notificationsOf(app, ada)).toEqual([]);
  });

  it('when someone likes your post; unliking removes the unread one, a read one stays', async () => {
    const [ada, bob] = await members('Ada', 'Bob');
    const post = await createPost(app, ada.token, { content: 'Sunrise run' });
    await like(bob, post.id);
    await like(bob, post.id, true);
    expect(await only(ada)).toMatchObject({
      type: 'like',
      message: 'liked your post',
      from: fromBlock(bob),
      data: { postContent: 'Sunrise run' },
      metadata: { postId: post.id },
      isRead: false,
    });
    expect(await unreadCountOf(app, ada)).toBe(1);

    await like(bob, post.id);
    expect(await notificationsOf(app, ada)).toEqual([]);
    expect(await unreadCountOf(app, ada)).toBe(0);

    await like(bob, post.id);
    await readAll(ada);
    await like(bob, post.id, false);
    expect(await only(ada)).toMatchObject({ type: 'like', isRead: true, metadata: { postId: post.id } });
  });

  it('never for your own actions', async () => {
    const [ada] = await members('Ada');
    const post = await createPost(app, ada.token, { content: `note to self @${ada.username}` });
    await like(ada, post.id);
    await repost(ada, post.id);
    const own = await comment(ada, post.id, 'my own comment');
    await likeComment(ada, own.id);
    await reply(ada, post.id, own.id, `@${ada.username} replying to me`);
    await send(ada.token, 'post', '/api/posts', { quotedPostId: post.id, content: 'quoting myself' });
    expect(await notificationsOf(app, ada)).toEqual([]);
  });

  it('when someone likes your comment; unliking takes it back', async () => {
    const [ada, bob, cy] = await members('Ada', 'Bob', 'Cy');
    const post = await createPost(app, ada.token, { content: 'Ada asks' });
    const answer = await comment(bob, post.id, 'Bob answers');
    await readAll(ada);
    await likeComment(cy, answer.id);
    expect(await only(bob)).toMatchObject({
      type: 'like',
      message: 'liked your comment',
      from: fromBlock(cy),
      data: { postContent: 'Ada asks', commentContent: 'Bob answers' },
      metadata: { postId: post.id, commentId: answer.id },
    });
    expect(await unreadCountOf(app, ada)).toBe(0);
    await likeComment(cy, answer.id);
    expect(await notificationsOf(app, bob)).toEqual([]);
  });

  it('when someone comments on your post, and for a reply to your comment', async () => {
    const [ada, bob, cy] = await members('Ada', 'Bob', 'Cy');
    const post = await createPost(app, ada.token, { content: 'Ada asks' });
    const first = await comment(bob, post.id, 'Bob answers');
    expect(await only(ada)).toMatchObject({
      type: 'comment',
      message: 'commented on your post',
      from: fromBlock(bob),
      data: { postContent: 'Ada asks', commentContent: 'Bob answers' },
      metadata: { postId: post.id, commentId: first.id },
    });
    await readAll(ada);

    const answer = await reply(cy, post.id, first.id, `@${bob.username} I agree`);
    expect(await only(bob)).toMatchObject({
      type: 'comment',
      message: 'replied to your comment',
      from: fromBlock(cy),
      data: { commentContent: `@${bob.username} I agree` },
      metadata: { postId: post.id, commentId: answer.id },
    });
    const toAda = await notificationsOf(app, ada, '?type=unread');
    expect(toAda).toMatchObject([{ message: 'commented on your post', metadata: { commentId: answer.id } }]);

    await reply(bob, post.id, first.id, 'adding to my own comment');
    expect(await notificationsOf(app, bob)).toHaveLength(1);
    expect(await notificationsOf(app, ada, '?type=unread')).toHaveLength(2);
  });

  it('when someone reposts your post (type retweet); undoing the repost takes it back', async () => {
    const [ada, bob] = await members('Ada', 'Bob');
    const post = await createPost(app, ada.token, { content: 'share me' });
    await repost(bob, post.id);
    expect(await only(ada)).toMatchObject({
      type: 'retweet',
      message: 'reposted your post',
      from: fromBlock(bob),
      data: { postContent: 'share me' },
      metadata: { postId: post.id },
    });
    await repost(bob, post.id);
    expect(await notificationsOf(app, ada)).toEqual([]);
  });

  it('when someone quotes your post (type share), pointing at the quote; mentions in it too', async () => {
    const [ada, bob, cy] = await members('Ada', 'Bob', 'Cy');
    const post = await createPost(app, ada.token, { content: 'quotable' });
    const quote = (
      await send(bob.token, 'post', '/api/posts', {
        quotedPostId: post.id,
        content: `So true, @${ada.username} and @${cy.username}`,
      })
    ).post as { id: string };
    expect(await only(ada)).toMatchObject({
      type: 'share',
      message: 'quoted your post',
      from: fromBlock(bob),
      data: { postContent: `So true, @${ada.username} and @${cy.username}` },
      metadata: { postId: quote.id },
    });
    expect(await only(cy)).toMatchObject({
      type: 'mention',
      message: 'mentioned you in a post',
      metadata: { postId: quote.id },
    });
  });

  it('when someone mentions you, matching usernames in any case, in posts, threads and comments', async () => {
    const [ada, bob, cy] = await members('Ada', 'Bob', 'Cy');
    const post = await createPost(app, ada.token, {
      content: `Thanks @${bob.username.toUpperCase()}, @ghost_member and @${bob.username} again`,
    });
    expect(await only(bob)).toMatchObject({
      type: 'mention',
      message: 'mentioned you in a post',
      from: fromBlock(ada),
      data: { postContent: post.content },
      metadata: { postId: post.id },
    });
    await readAll(bob);

    const remark = await comment(cy, post.id, `@${bob.username} look at this`);
    const [onComment] = await notificationsOf(app, bob, '?type=unread');
    expect(onComment).toMatchObject({
      type: 'mention',
      message: 'mentioned you in a comment',
      from: fromBlock(cy),
      data: { postContent: post.content, commentContent: `@${bob.username} look at this` },
      metadata: { postId: post.id, commentId: remark.id },
    });
    expect(await notificationsOf(app, ada, '?type=comment')).toHaveLength(1);

    await send(cy.token, 'post', '/api/threads', { posts: ['1/ a story', `2/ starring @${bob.username}`] });
    const threadMentions = await notificationsOf(app, bob, '?type=mention');
    expect(threadMentions.map((n) => [n.message, n.data.postContent])).toEqual([
      ['mentioned you in a post', `2/ starring @${bob.username}`],
      ['mentioned you in a comment', post.content],
      ['mentioned you in a post', post.content],
    ]);
  });

  it('only for members who may see the post', async () => {
    const { author, friend, follower, stranger } = await buildCircle(app);
    await readAll(author);
    const tags = `@${friend.username} @${follower.username} @${stranger.username}`;
    const friendsOnly = await createPost(app, author.token, {
      content: `friends ${tags}`,
      privacy: 'friends',
    });
    await createPost(app, author.token, { content: `private ${tags}`, privacy: 'private' });
    expect(await notificationsOf(app, friend, '?type=mention')).toMatchObject([
      { type: 'mention', metadata: { postId: friendsOnly.id } },
    ]);
    expect(await notificationsOf(app, follower)).toEqual([]);
    expect(await notificationsOf(app, stranger)).toEqual([]);

    await createPost(app, author.token, { content: `public ${tags}` });
    for (const member of [friend, follower, stranger]) {
      expect(await notificationsOf(app, member, '?type=mention')).toHaveLength(member === friend ? 2 : 1);
    }
  });

  it('not for actions on a post the recipient can no longer see, whose text is then left out', async () => {
    const [ada, bob, cy] = await members('Ada', 'Bob', 'Cy');
    for (const [one, other] of [
      [ada, bob],
      [bob, ada],
      [ada, cy],
      [cy, ada],
    ] as const) {
      await follow(app, one.token, other.user.id);
    }
    await readAll(bob);
    const post = await createPost(app, ada.token, {
      content: `for friends, @${bob.username}`,
      privacy: 'friends',
    });
    const bobsComment = await comment(bob, post.id, 'a friend answers');
    const [before] = await notificationsOf(app, bob, '?type=unread');
    expect(before).toMatchObject({ type: 'mention', data: { postContent: post.content } });

    await send(ada.token, 'post', `/api/users/unfollow/${bob.user.id}`);
    await likeComment(cy, bobsComment.id);
    await reply(ada, post.id, bobsComment.id, 'Ada replies');
    const unread = await notificationsOf(app, bob, '?type=unread');
    expect(unread).toHaveLength(1);
    expect(unread[0]).toMatchObject({ id: before!.id, metadata: { postId: post.id } });
    expect(unread[0]!.data).toEqual({});
  });

  it(`notifies at most ${MENTION_NOTIFICATIONS_MAX} members a post mentions`, async () => {
    const [author, ...named] = await members(
      ...Array.from({ length: MENTION_NOTIFICATIONS_MAX + 2 }, () => 'Ada'),
    );
    await createPost(app, author!.token, { content: named.map((m) => `@${m.username}`).join(' ') });
    const counts = await Promise.all(named.map((m) => unreadCountOf(app, m)));
    expect(counts).toEqual(named.map((_, i) => (i < MENTION_NOTIFICATIONS_MAX ? 1 : 0)));
  });
});
