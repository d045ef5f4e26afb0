import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScheduledPostDto } from '@flock/shared';
import { ComposerProvider } from '../../components/composer/ComposerProvider';
import type { MemberDb } from '../../db/memberDb';
import { fail, ok, polyfillDialog, renderWithApp, scriptFetch } from '../dashboard/testKit';
import { outboxOf, signedInEachTest } from '../../test/memberDbTestKit';
import ScheduledSection from './ScheduledSection';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));
beforeAll(polyfillDialog);
beforeAll(() => import('../../components/composer/ComposerDialog'), 30_000);

const HOUR = 3600_000;
const scheduled = (id: string, overrides: Partial<ScheduledPostDto> = {}): ScheduledPostDto => ({
  id,
  _id: id,
  content: `Scheduled ${id.slice(-2)}`,
  mediaUrls: [],
  privacy: 'public',
  location: null,
  feeling: null,
  tags: [],
  pollData: null,
  threadPosts: [],
  quotedPostId: null,
  scheduledFor: new Date(Date.now() + 3 * HOUR).toISOString(),
  status: 'pending',
  failReason: null,
  postId: null,
  publishedAt: null,
  publishedLate: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

const media = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    url: `/media/m${i}.webp`,
    type: 'image' as const,
    thumbnailUrl: null,
  }));
const UPCOMING = scheduled('01900000-0000-7000-8000-0000000000a1', { mediaUrls: media(6) });
const FAILED = scheduled('01900000-0000-7000-8000-0000000000a2', {
  status: 'failed',
  failReason: 'The quoted post is no longer available',
  scheduledFor: new Date(Date.now() - HOUR).toISOString(),
});
const DUE = scheduled('01900000-0000-7000-8000-0000000000a3', {
  scheduledFor: new Date(Date.now() - 60_000).toISOString(),
});

const show = (posts: ScheduledPostDto[] | 'fail' = [UPCOMING, FAILED, DUE]) => {
  scriptFetch({
    'GET /scheduled-posts':
      posts === 'fail' ? fail(500, 'Server error', 'internal_error') : ok({ scheduledPosts: posts }),
  });
  return renderWithApp(
    <ComposerProvider>
      <ScheduledSection />
    </ComposerProvider>,
    { url: '/scheduled', path: '/scheduled' },
  );
};
const cards = () => screen.getAllByRole('article');

describe('Scheduled Posts', () => {
  it('shows the count, badges, countdown, 4 thumbnails and +N, the failure reason and the tips', async () => {
    show();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Scheduled Posts 3');
    const [failed, due, upcoming] = cards();
    expect(within(failed!).getByText('Failed')).toBeTruthy();
    expect(within(failed!).getByText('The quoted post is no longer available')).toBeTruthy();
    expect(within(failed!).queryByLabelText('Reschedule')).toBeNull();
    expect(within(due!).getByText('Past Due')).toBeTruthy();
    expect(within(due!).getByText('Past due')).toBeTruthy();
    expect(within(upcoming!).getByText('Scheduled')).toBeTruthy();
    expect(within(upcoming!).getByText(/^2h (59|58)m$/)).toBeTruthy();
    expect(within(upcoming!).getAllByRole('img')).toHaveLength(4);
    expect(within(upcoming!).getByText('+2')).toBeTruthy();
    expect(within(upcoming!).getByLabelText('Reschedule')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Tips' }).textContent).toContain(
      'Failed posts can be edited',
    );
  });

  it('filters Upcoming and Failed, and sorts by created date', async () => {
    show([UPCOMING, { ...FAILED, createdAt: '2026-02-01T00:00:00.000Z' }]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Failed' }));
    expect(cards()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Upcoming' }));
    expect(within(cards()[0]!).getByText('Scheduled')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'created_at' } });
    expect(within(cards()[0]!).getByText('Failed')).toBeTruthy();
  });

  it('asks before deleting and before publishing now, then queues each through the outbox', async () => {
    show([UPCOMING, DUE]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete scheduled post?' });
    expect(within(dialog).getByText('Are you sure you want to delete this scheduled post?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Publish now' }));
    const publish = screen.getByRole('dialog', { name: 'Publish now?' });
    expect(within(publish).getByText('Are you sure you want to publish this post now?')).toBeTruthy();
    fireEvent.click(within(publish).getByRole('button', { name: 'Publish now' }));
    await waitFor(async () =>
      expect((await outboxOf(db)).map((e) => [e.kind, e.entityId])).toEqual([
        ['scheduled.delete', DUE.id],
        ['scheduled.publish', UPCOMING.id],
      ]),
    );
    expect((await db.scheduledPosts.get(UPCOMING.id))?.status).toBe('published');
  });

  it('reschedules inline, refusing a time before now', async () => {
    show([UPCOMING]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    const picker = within(cards()[0]!).getByLabelText('Reschedule');
    fireEvent.input(picker, { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Reschedule' }));
    expect(within(cards()[0]!).getByRole('alert').textContent).toBe('Schedule time must be in the future');
    expect(await outboxOf(db)).toEqual([]);
    fireEvent.input(picker, { target: { value: '2099-01-01T10:00' } });
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Reschedule' }));
    await waitFor(async () => expect((await outboxOf(db)).map((e) => e.kind)).toEqual(['scheduled.update']));
    const [entry] = await outboxOf(db);
    expect((entry!.body as { scheduledFor: string }).scheduledFor).toBe(
      new Date('2099-01-01T10:00').toISOString(),
    );
  });

  it('shows the empty state; Schedule New Post opens the composer in schedule mode', async () => {
    show([]);
    expect(await screen.findByText('No scheduled posts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule New Post' }));
    const composer = await screen.findByRole('dialog', { name: 'Create Post' }, { timeout: 10_000 });
    expect(within(composer).getByLabelText('Publish at')).toBeTruthy();
    expect(within(composer).getByRole('button', { name: 'Schedule' })).toBeTruthy();
  });

  it('says when the list could not load', async () => {
    show('fail');
    expect(await screen.findByText('Failed to load scheduled posts')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
