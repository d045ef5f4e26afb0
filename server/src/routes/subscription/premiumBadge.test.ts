import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { notificationsOf } from '../../../test/notifications.js';
import { createPost, follow } from '../../../test/posts.js';
import { buyPremium, createPaymentsTestApp, type PaymentsTestApp } from '../../../test/premium.js';

let payments: PaymentsTestApp;
beforeAll(async () => {
  payments = await createPaymentsTestApp();
});
afterAll(() => payments.close());

const badge = { isPremium: true, subscriptionType: 'premium' };

it('carries the verified badge data wherever a premium member appears', async () => {
  const { app } = payments;
  const [ada, bob] = [await registerAndVerify(app), await registerAndVerify(app)];
  await buyPremium(payments, ada.token);

  const post = await createPost(app, ada.token, { content: 'Premium hello' });
  expect(post.author).toMatchObject(badge);
  await follow(app, bob.token, ada.user.id);
  const feed = await app.request.get('/api/posts').set(bearer(bob.token));
  expect(feed.body.data.posts.find((p: { id: string }) => p.id === post.id).author).toMatchObject(badge);

  const comment = await app.request
    .post(`/api/posts/${post.id}/comments`)
    .set(bearer(ada.token))
    .send({ content: 'Replying to myself' });
  expect(comment.body.data.comment.user).toMatchObject(badge);
  const comments = await app.request.get(`/api/posts/${post.id}/comments`).set(bearer(bob.token));
  expect(comments.body.data.comments[0].user).toMatchObject(badge);

  const profile = await app.request.get(`/api/users/profile/${ada.username}`).set(bearer(bob.token));
  expect(profile.body.data.user).toMatchObject(badge);

  await follow(app, ada.token, bob.user.id);
  const [notification] = await notificationsOf(app, bob);
  expect(notification).toMatchObject({ type: 'follow', from: { id: ada.user.id, ...badge } });

  const bobsProfile = await app.request.get(`/api/users/profile/${bob.username}`).set(bearer(ada.token));
  expect(bobsProfile.body.data.user).toMatchObject({ isPremium: false, subscriptionType: 'basic' });
});

it('carries it for reposters, quoted authors, people results, conversations and list members too', async () => {
  const { app } = payments;
  const [ada, bob] = [await registerAndVerify(app), await registerAndVerify(app)];
  await buyPremium(payments, ada.token);
  await follow(app, bob.token, ada.user.id);

  const original = await createPost(app, bob.token, { content: 'Worth repeating' });
  await app.request.post(`/api/posts/${original.id}/retweet`).set(bearer(ada.token)).expect(200);
  const feed = await app.request.get('/api/posts').set(bearer(bob.token));
  const reposted = feed.body.data.posts.find(
    (p: { retweetedBy?: { id: string } }) => p.retweetedBy?.id === ada.user.id,
  );
  expect(reposted.retweetedBy).toMatchObject(badge);

  const quote = await createPost(app, bob.token, {
    quotedPostId: (await createPost(app, ada.token, { content: 'Quote me' })).id,
    content: 'quoting',
  });
  expect(quote.quotedPost?.author).toMatchObject(badge);

  const search = await app.request.get(`/api/users/search?q=${ada.username}`).set(bearer(bob.token));
  expect(search.body.data.users.find((u: { id: string }) => u.id === ada.user.id)).toMatchObject(badge);

  const conversation = await app.request
    .post('/api/messages/conversations')
    .set(bearer(bob.token))
    .send({ participantIds: [ada.user.id] });
  const participants = conversation.body.conversation.participants as { id: string }[];
  expect(participants.find((p) => p.id === ada.user.id)).toMatchObject(badge);
  expect(participants.find((p) => p.id === bob.user.id)).toMatchObject({
    isPremium: false,
    subscriptionType: 'basic',
  });

  const list = await app.request.post('/api/lists').set(bearer(bob.token)).send({ name: 'Verified' });
  const listId = list.body.data.list.id as string;
  await app.request
    .post(`/api/lists/${listId}/members`)
    .set(bearer(bob.token))
    .send({ userId: ada.user.id })
    .expect(200);
  const members = (await app.request.get(`/api/lists/${listId}/members`).set(bearer(bob.token))).body
    .members as { id: string }[];
  expect(members.find((m) => m.id === ada.user.id)).toMatchObject(badge);
});
