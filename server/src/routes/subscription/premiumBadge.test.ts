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
