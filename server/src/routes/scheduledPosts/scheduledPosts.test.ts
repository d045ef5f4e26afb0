import { DRAFT_MESSAGES, type ScheduledPostDto } from '@flock/shared';
import sharp from 'sharp';
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

const HOUR = 3600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
const schedule = (token: string, body: object) =>
  app.request.post('/api/scheduled-posts').set(bearer(token)).send(body);
const list = async (token: string, status?: string) => {
  const res = await app.request
    .get(`/api/scheduled-posts${status ? `?status=${status}` : ''}`)
    .set(bearer(token));
  expect(res.status).toBe(200);
  return res.body.scheduledPosts as ScheduledPostDto[];
};
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
const jobsFor = async (id: string) =>
  (await app.ctx.db.models.AgendaJob.findAll({ where: { name: 'publish-scheduled-post' } })).filter((job) =>
    JSON.stringify(job.get({ plain: true })).includes(id),
  );

describe('POST /api/scheduled-posts', () => {
  it('schedules a post with media, poll and tags under the client id and queues its job for the time', async () => {
    const member = await registerAndVerify(app);
    const upload = (
      await app.request
        .post('/api/media')
        .set(bearer(member.token))
        .attach('media', await png(), 'a.png')
    ).body.data[0];
    const id = newId();
    const scheduledFor = inHours(2);
    const res = await schedule(member.token, {
      id,
      content: 'Sunrise at the pier',
      mediaUrls: [upload.url],
      privacy: 'friends',
      tags: ['sea'],
      pollData: { options: ['yes', ' ', 'no'], duration: 6 },
      scheduledFor,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Post scheduled successfully!');
    expect(res.body.scheduledPost).toEqual(res.body.data);
    expect(res.body.scheduledPost).toMatchObject({
      id,
      _id: id,
      content: 'Sunrise at the pier',
      mediaUrls: [{ type: 'image' }],
      privacy: 'friends',
      tags: ['sea'],
      pollData: { options: ['yes', 'no'], duration: 6 },
      scheduledFor,
      status: 'pending',
      failReason: null,
      postId: null,
      publishedLate: false,
    });
    expect(res.body.scheduledPost.mediaUrls[0].url).toContain(upload.url);
    expect((await app.ctx.db.models.MediaUpload.findByPk(upload.id))?.attachedAt).not.toBeNull();
    const jobs = await jobsFor(id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.nextRunAt?.toISOString()).toBe(scheduledFor);
    expect((await list(member.token)).map((p) => p.id)).toEqual([id]);
    // The same id again (a retry) answers the post made before.
    const again = await schedule(member.token, { id, content: 'Sunrise at the pier', scheduledFor });
    expect(again.status).toBe(200);
    expect(again.body.scheduledPost.id).toBe(id);
    expect(await jobsFor(id)).toHaveLength(1);
  });

  it('refuses a time in the past, bad fields, empty posts and uploads of others', async () => {
    const [member, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const theirs = (
      await app.request
        .post('/api/media')
        .set(bearer(other.token))
        .attach('media', await png(), 'a.png')
    ).body.data[0];
    for (const [body, path, msg] of [
      [{ content: 'late', scheduledFor: inHours(-1) }, 'scheduledFor', DRAFT_MESSAGES.scheduledInPast],
      [{ content: 'x', scheduledFor: 'tomorrow-ish' }, 'scheduledFor', DRAFT_MESSAGES.scheduledFor],
      [{ content: 'x' }, 'scheduledFor', DRAFT_MESSAGES.scheduledFor],
      [{ content: '', scheduledFor: inHours(1) }, 'content', undefined],
      [{ content: 'x'.repeat(501), scheduledFor: inHours(1) }, 'content', undefined],
      [{ content: 'x', privacy: 'everyone', scheduledFor: inHours(1) }, 'privacy', undefined],
      [{ content: 'x', mediaUrls: [theirs.url], scheduledFor: inHours(1) }, 'mediaUrls.0', undefined],
      [
        { content: 'x', pollData: { options: ['only one'] }, scheduledFor: inHours(1) },
        'pollData.options',
        undefined,
      ],
    ] as const) {
      const res = await schedule(member.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0].path, JSON.stringify(res.body)).toBe(path);
      if (msg) expect(res.body.errors[0].msg).toBe(msg);
    }
    expect(await list(member.token, 'all')).toEqual([]);
  });

  it('takes a post queued offline whose time passed on the way, and publishes it at once as late', async () => {
    const member = await registerAndVerify(app);
    const queuedAt = new Date(Date.now() - 10 * 60_000).toISOString();
    const scheduledFor = new Date(Date.now() - 5 * 60_000).toISOString();
    const res = await schedule(member.token, { content: 'Made on the train', scheduledFor, queuedAt });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [job] = await jobsFor(res.body.scheduledPost.id);
    expect(job!.nextRunAt!.getTime()).toBeGreaterThan(Date.parse(scheduledFor));
    expect(JSON.parse(String(job!.get({ plain: true }).data))).toMatchObject({ late: true });
  });

  it('answers 401 without a token', async () => {
    const res = await schedule('nope', { content: 'x', scheduledFor: inHours(1) });
    expect(res.status).toBe(401);
    expect((await app.request.get('/api/scheduled-posts')).status).toBe(401);
  });
});

describe('GET /api/scheduled-posts?status=', () => {
  it('lists pending by default, filters by status, and shows only the member’s own', async () => {
    const [member, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const later = (await schedule(member.token, { content: 'later', scheduledFor: inHours(3) })).body
      .scheduledPost;
    const sooner = (await schedule(member.token, { content: 'sooner', scheduledFor: inHours(1) })).body
      .scheduledPost;
    await schedule(other.token, { content: 'theirs', scheduledFor: inHours(1) }).expect(201);
    await app.request.post(`/api/scheduled-posts/${sooner.id}/publish`).set(bearer(member.token)).expect(200);
    expect((await list(member.token)).map((p) => p.content)).toEqual(['later']);
    expect((await list(member.token, 'published')).map((p) => p.id)).toEqual([sooner.id]);
    expect((await list(member.token, 'failed')).map((p) => p.id)).toEqual([]);
    expect((await list(member.token, 'all')).map((p) => p.id)).toEqual([sooner.id, later.id]);
    const bad = await app.request.get('/api/scheduled-posts?status=soon').set(bearer(member.token));
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({ path: 'status', msg: DRAFT_MESSAGES.statusFilter });
  });
});

describe('PUT /api/scheduled-posts/:id', () => {
  it('reschedules and edits a pending post, queueing a job for the new time', async () => {
    const member = await registerAndVerify(app);
    const made = (await schedule(member.token, { content: 'v1', scheduledFor: inHours(1) })).body
      .scheduledPost;
    const scheduledFor = inHours(5);
    const res = await app.request
      .put(`/api/scheduled-posts/${made.id}`)
      .set(bearer(member.token))
      .send({ scheduledFor, content: 'v2' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.scheduledPost).toMatchObject({
      id: made.id,
      content: 'v2',
      scheduledFor,
      status: 'pending',
    });
    const times = (await jobsFor(made.id)).map((j) => j.nextRunAt?.toISOString()).sort();
    expect(times).toEqual([made.scheduledFor, scheduledFor].sort());
  });

  it("refuses a past time, a published post (409) and someone else's post (404)", async () => {
    const [member, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const made = (await schedule(member.token, { content: 'mine', scheduledFor: inHours(1) })).body
      .scheduledPost;
    const past = await app.request
      .put(`/api/scheduled-posts/${made.id}`)
      .set(bearer(member.token))
      .send({ scheduledFor: inHours(-2) });
    expect(past.status).toBe(400);
    expect(past.body.errors[0]).toEqual({ path: 'scheduledFor', msg: DRAFT_MESSAGES.scheduledInPast });
    const theirs = await app.request
      .put(`/api/scheduled-posts/${made.id}`)
      .set(bearer(other.token))
      .send({ content: 'hijacked' });
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('scheduled_post_not_found');
    await app.request.post(`/api/scheduled-posts/${made.id}/publish`).set(bearer(member.token)).expect(200);
    const published = await app.request
      .put(`/api/scheduled-posts/${made.id}`)
      .set(bearer(member.token))
      .send({ scheduledFor: inHours(2) });
    expect(published.status).toBe(409);
    expect((await list(member.token, 'published'))[0]!.content).toBe('mine');
  });

  it('lets a failed post be edited and rescheduled: it is pending again', async () => {
    const [member, quoted] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const post = await createPost(app, quoted.token, { content: 'to be quoted' });
    const made = (
      await schedule(member.token, { content: 'quoting', quotedPostId: post.id, scheduledFor: inHours(1) })
    ).body.scheduledPost;
    await app.request.delete(`/api/posts/${post.id}`).set(bearer(quoted.token)).expect(200);
    const failed = await app.request
      .post(`/api/scheduled-posts/${made.id}/publish`)
      .set(bearer(member.token));
    expect(failed.status).toBe(422);
    expect(failed.body).toMatchObject({
      code: 'scheduled_post_failed',
      failReason: 'The quoted post is no longer available',
    });
    const res = await app.request
      .put(`/api/scheduled-posts/${made.id}`)
      .set(bearer(member.token))
      .send({ quotedPostId: null, content: 'not quoting after all', scheduledFor: inHours(2) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.scheduledPost).toMatchObject({ status: 'pending', failReason: null, quotedPostId: null });
  });
});

describe('DELETE /api/scheduled-posts/:id', () => {
  it("deletes the member's own; someone else's and unknown ids are 404", async () => {
    const [member, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const made = (await schedule(member.token, { content: 'bye', scheduledFor: inHours(1) })).body
      .scheduledPost;
    expect(
      (await app.request.delete(`/api/scheduled-posts/${made.id}`).set(bearer(other.token))).status,
    ).toBe(404);
    expect(
      (await app.request.delete(`/api/scheduled-posts/not-an-id`).set(bearer(member.token))).status,
    ).toBe(404);
    await app.request.delete(`/api/scheduled-posts/${made.id}`).set(bearer(member.token)).expect(200);
    expect(await list(member.token, 'all')).toEqual([]);
    expect(
      (await app.request.delete(`/api/scheduled-posts/${made.id}`).set(bearer(member.token))).status,
    ).toBe(404);
  });
});

describe('uploads a scheduled post holds', () => {
  it('stay when the draft it came from is deleted, and are let go when the scheduled post is', async () => {
    const member = await registerAndVerify(app);
    const upload = (
      await app.request
        .post('/api/media')
        .set(bearer(member.token))
        .attach('media', await png(), 'a.png')
    ).body.data[0];
    const attachedAt = async () =>
      (await app.ctx.db.models.MediaUpload.findByPk(upload.id))?.attachedAt ?? null;
    const draftId = newId();
    await app.request
      .post('/api/drafts')
      .set(bearer(member.token))
      .send({ id: draftId, content: 'with a photo', mediaUrls: [upload.url] })
      .expect(201);
    const made = (
      await schedule(member.token, {
        content: 'with a photo',
        mediaUrls: [upload.url],
        scheduledFor: inHours(30),
      })
    ).body.scheduledPost;
    await app.request.delete(`/api/drafts/${draftId}`).set(bearer(member.token)).expect(200);
    expect(await attachedAt()).not.toBeNull();
    await app.request.delete(`/api/scheduled-posts/${made.id}`).set(bearer(member.token)).expect(200);
    expect(await attachedAt()).toBeNull();
  });
});

describe('POST /api/scheduled-posts/:id/publish', () => {
  it('publishes now under the scheduled id, once however often it is asked; others get 404', async () => {
    const [member, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const made = (
      await schedule(member.token, {
        content: 'first part',
        threadPosts: ['second part', ' '],
        scheduledFor: inHours(1),
      })
    ).body.scheduledPost;
    expect(
      (await app.request.post(`/api/scheduled-posts/${made.id}/publish`).set(bearer(other.token))).status,
    ).toBe(404);
    const [a, b] = await Promise.all([
      app.request.post(`/api/scheduled-posts/${made.id}/publish`).set(bearer(member.token)),
      app.request.post(`/api/scheduled-posts/${made.id}/publish`).set(bearer(member.token)),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.message).toBe('Post published successfully!');
    expect(a.body.scheduledPost).toMatchObject({
      status: 'published',
      postId: made.id,
      publishedLate: false,
    });
    const thread = await app.request.get(`/api/posts/${made.id}`).set(bearer(member.token));
    expect(thread.status).toBe(200);
    const parts = await app.ctx.db.models.Post.findAll({ where: { authorId: member.user.id } });
    expect(parts.map((p) => p.content).sort()).toEqual(['first part', 'second part']);
  });
});
