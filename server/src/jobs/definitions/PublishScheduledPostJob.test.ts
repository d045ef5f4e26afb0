import type { NotificationDto } from '@flock/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { createPost } from '../../../test/posts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { waitUntil } from '../../../test/testDatabase.js';
import { openDatabase, type Database } from '../../db/database.js';
import type { AppContext } from '../../context.js';
import { createLogger } from '../../logger.js';
import { createJobRunner, type JobRunner } from '../createJobRunner.js';
import { PublishScheduledPostJob } from './PublishScheduledPostJob.js';

let app: TestApp;
/** The second worker's own connection to the same database, as another process has. */
let secondConnection: Database;
beforeAll(async () => {
  app = await createTestApp();
  secondConnection = await openDatabase(app.ctx.env.databaseUrl);
});
afterAll(async () => {
  await app.close();
  await secondConnection.close();
});

type Worker = JobRunner<readonly [typeof PublishScheduledPostJob]>;
const workers: Worker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

/** A worker process of its own: its own connection pool to the same database. */
async function startWorker(name: string): Promise<Worker> {
  const db = name === 'worker-a' ? app.ctx.db : secondConnection;
  const context: AppContext = { ...app.ctx, db };
  const worker = createJobRunner({
    db,
    env: { AGENDA_PROCESS_EVERY_MS: 100, JOB_LOCK_LIFETIME_MS: 60_000 },
    logger: createLogger({ LOG_LEVEL: 'silent', isProduction: false }),
    context: () => context,
    name,
    definitions: [PublishScheduledPostJob] as const,
  });
  workers.push(worker);
  await worker.start();
  return worker;
}

const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
const scheduledRow = (id: string) => app.ctx.db.models.ScheduledPost.findByPk(id);
const notifications = async (token: string) =>
  (await app.request.get('/api/notifications').set(bearer(token))).body.data
    .notifications as NotificationDto[];

describe('PublishScheduledPostJob', () => {
  it('publishes at its time exactly once with two workers and a restart of both in between', async () => {
    const member = await registerAndVerify(app);
    const made = await app.request
      .post('/api/scheduled-posts')
      .set(bearer(member.token))
      .send({ content: 'Exactly once', scheduledFor: soon(1500) });
    expect(made.status).toBe(201);
    const id = made.body.scheduledPost.id as string;
    // A reschedule to the same time queues a second job for the same post.
    await app.request
      .put(`/api/scheduled-posts/${id}`)
      .set(bearer(member.token))
      .send({ scheduledFor: made.body.scheduledPost.scheduledFor })
      .expect(200);

    const first = await Promise.all([startWorker('worker-a'), startWorker('worker-b')]);
    await Promise.all(first.map((w) => w.stop()));
    expect((await scheduledRow(id))?.status).toBe('pending');
    await Promise.all([startWorker('worker-a'), startWorker('worker-b')]);

    await waitUntil(async () => (await scheduledRow(id))?.status === 'published', 'the post is published');
    await waitUntil(
      async () =>
        (await app.ctx.db.models.AgendaJob.count({ where: { name: 'publish-scheduled-post' } })) === 0,
      'both jobs done',
    );
    const posts = await app.ctx.db.models.Post.findAll({ where: { authorId: member.user.id } });
    expect(posts.map((p) => [p.id, p.content])).toEqual([[id, 'Exactly once']]);
    const row = await scheduledRow(id);
    expect(row).toMatchObject({ status: 'published', postId: id, publishedLate: false, failReason: null });
    const feed = await app.request.get('/api/posts').set(bearer(member.token));
    expect(feed.body.data.posts.map((p: { id: string }) => p.id)).toContain(id);
  });

  it('marks a post failed with the reason and tells the author when the quoted post is gone', async () => {
    const [member, quoted] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const post = await createPost(app, quoted.token, { content: 'quote me' });
    const made = await app.request
      .post('/api/scheduled-posts')
      .set(bearer(member.token))
      .send({ content: 'my take', quotedPostId: post.id, scheduledFor: soon(800) });
    expect(made.status).toBe(201);
    const id = made.body.scheduledPost.id as string;
    await app.request.delete(`/api/posts/${post.id}`).set(bearer(quoted.token)).expect(200);
    await startWorker('worker-a');
    await waitUntil(async () => (await scheduledRow(id))?.status === 'failed', 'the post failed');
    expect((await scheduledRow(id))?.failReason).toBe('The quoted post is no longer available');
    expect(await app.ctx.db.models.Post.count({ where: { authorId: member.user.id } })).toBe(0);
    const failed = await app.request.get('/api/scheduled-posts?status=failed').set(bearer(member.token));
    expect(failed.body.scheduledPosts.map((p: { id: string }) => p.id)).toEqual([id]);
    expect((await notifications(member.token)).map((n) => n.message)).toEqual([
      '- your scheduled post could not be published',
    ]);
  });

  it('publishes at once a post that reached the server after its time, and tells the author it was late', async () => {
    const member = await registerAndVerify(app);
    const made = await app.request
      .post('/api/scheduled-posts')
      .set(bearer(member.token))
      .send({
        content: 'Queued on the train',
        queuedAt: new Date(Date.now() - 120_000).toISOString(),
        scheduledFor: new Date(Date.now() - 60_000).toISOString(),
      });
    expect(made.status).toBe(201);
    const id = made.body.scheduledPost.id as string;
    await startWorker('worker-a');
    await waitUntil(async () => (await scheduledRow(id))?.status === 'published', 'the post is published');
    expect((await scheduledRow(id))?.publishedLate).toBe(true);
    const [late] = await notifications(member.token);
    expect(late?.metadata.postId).toBe(id);
    expect(late!.message).toContain('went out late');
  });
});
