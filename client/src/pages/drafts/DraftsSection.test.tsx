import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DraftDto } from '@flock/shared';
import { ComposerProvider } from '../../components/composer/ComposerProvider';
import type { MemberDb } from '../../db/memberDb';
import { fail, ok, polyfillDialog, renderWithApp, scriptFetch } from '../dashboard/testKit';
import { outboxOf, signedInEachTest } from '../../test/memberDbTestKit';
import DraftsSection from './DraftsSection';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));
beforeAll(polyfillDialog);
beforeAll(() => import('../../components/composer/ComposerDialog'), 30_000);

const draft = (id: string, overrides: Partial<DraftDto> = {}): DraftDto => ({
  id,
  _id: id,
  revision: 2,
  content: `Draft ${id}`,
  media: [],
  mediaUrls: [],
  privacy: 'public',
  location: null,
  feeling: null,
  tags: [],
  isThread: false,
  threadPosts: [],
  pollData: null,
  replyToPostId: null,
  replyToCommentId: null,
  quotedPostId: null,
  conflictOf: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

const THREAD = draft('01900000-0000-7000-8000-0000000000d1', {
  content: 'one',
  isThread: true,
  threadPosts: ['one', 'two', 'three', 'four'],
  updatedAt: '2026-01-03T10:00:00.000Z',
});
const POLL = draft('01900000-0000-7000-8000-0000000000d2', {
  content: 'Tea or coffee?',
  pollData: { options: ['Tea', 'Coffee', ''], duration: 24 },
  media: [],
});
const CONFLICT = draft('01900000-0000-7000-8000-0000000000d3', {
  content: '',
  conflictOf: POLL.id,
  updatedAt: '2026-01-01T12:00:00.000Z',
});

const show = (drafts: DraftDto[] | 'fail' = [THREAD, POLL, CONFLICT]) => {
  scriptFetch({
    'GET /drafts': drafts === 'fail' ? fail(500, 'Server error', 'internal_error') : ok({ drafts }),
  });
  return renderWithApp(
    <ComposerProvider>
      <DraftsSection />
    </ComposerProvider>,
    { url: '/drafts', path: '/drafts' },
  );
};

const cards = () => screen.getAllByRole('article');

describe('Drafts', () => {
  it('lists the drafts with their count, kind, poll, thread parts, times and the conflict label', async () => {
    show();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Drafts 3');
    const [thread, poll, conflict] = cards();
    expect(within(thread!).getByRole('heading', { name: 'Thread draft' })).toBeTruthy();
    expect(
      within(thread!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['one', 'two', '+2 more posts']);
    expect(within(poll!).getByRole('heading', { name: 'Post draft' })).toBeTruthy();
    expect(within(poll!).getByText('Poll')).toBeTruthy();
    expect(
      within(within(poll!).getByRole('list', { name: 'Poll options' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(within(poll!).getByText('Poll lasts 1 day')).toBeTruthy();
    expect(within(poll!).getByText(/^Saved/)).toBeTruthy();
    expect(within(poll!).getByText(/Edited/)).toBeTruthy();
    expect(within(conflict!).getByText('Empty draft')).toBeTruthy();
    expect(within(conflict!).getByText(/Conflict copy/)).toBeTruthy();
    expect(within(conflict!).getByRole('button', { name: 'Publish now' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/Drafts are saved when you close the composer/)).toBeTruthy();
  });

  it('filters All / Posts / Threads, and shows the empty state', async () => {
    show();
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Threads' }));
    expect(cards()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Posts' }));
    expect(cards()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Posts' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says No drafts yet when there are none', async () => {
    show([]);
    expect(await screen.findByText('No drafts yet')).toBeTruthy();
  });

  it('offers Retry when the list fails to load and the device has none', async () => {
    show('fail');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load drafts');
    scriptFetch({ 'GET /drafts': ok({ drafts: [POLL] }) });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('asks before deleting, then deletes through the outbox', async () => {
    show();
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.click(within(cards()[1]!).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete draft?' });
    expect(within(dialog).getByText('Are you sure you want to delete this draft?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect((await outboxOf(db)).map((e) => [e.kind, e.entityId])).toEqual([['draft.delete', POLL.id]]);
  });

  it('publishes a draft now, and edits one in the composer', async () => {
    show();
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.click(within(cards()[1]!).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Draft published successfully!'));
    expect((await outboxOf(db)).map((e) => e.kind)).toEqual(['post.create', 'draft.delete']);
    expect((await db.posts.get(POLL.id))?.poll?.options.map((o) => o.optionText)).toEqual(['Tea', 'Coffee']);

    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Edit' }));
    const composer = await screen.findByRole('dialog', { name: 'Create Thread' }, { timeout: 10_000 });
    const parts = within(composer).getAllByRole('textbox') as HTMLTextAreaElement[];
    expect(parts.map((p) => p.value)).toEqual(['one', 'two', 'three', 'four']);
  });
});
