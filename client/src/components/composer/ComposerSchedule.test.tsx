import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberDb } from '../../db/memberDb';
import { polyfillDialog } from '../../pages/dashboard/testKit';
import { toLocalInput } from '../../pages/scheduled/scheduledView';
import { outboxOf, signedInEachTest } from '../../test/memberDbTestKit';
import { openComposer, QUOTED_POST, renderComposer, typeInto } from './composerTestKit';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));
beforeAll(polyfillDialog);

const toggle = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Schedule for later' });
const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Schedule' });
const inTwoHours = () => toLocalInput(Date.now() + 2 * 3600_000);

/** Turns the schedule on, picks `when` and schedules. */
function scheduleAt(dialog: HTMLElement, when: string) {
  fireEvent.click(toggle(dialog));
  fireEvent.input(within(dialog).getByLabelText('Publish at'), { target: { value: when } });
  fireEvent.click(submit(dialog));
}

describe('the composer in schedule mode', () => {
  it('reads Schedule, refuses a time before now, and queues the post for its time', async () => {
    renderComposer();
    const dialog = await openComposer('post', 'Create Post');
    typeInto(within(dialog).getByLabelText('Post text'), 'Good morning, later');
    expect(within(dialog).getByRole('button', { name: 'Post' })).toBeTruthy();
    scheduleAt(dialog, '2020-05-01T09:00');
    expect(toggle(dialog).getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).queryByRole('button', { name: 'Post' })).toBeNull();
    const picker = within(dialog).getByLabelText('Publish at') as HTMLInputElement;
    expect(picker.min <= toLocalInput(Date.now())).toBe(true);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Schedule time must be in the future',
    );
    expect(await outboxOf(db)).toEqual([]);

    const when = inTwoHours();
    fireEvent.input(picker, { target: { value: when } });
    fireEvent.click(submit(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [entry] = await outboxOf(db);
    expect(entry).toMatchObject({ kind: 'scheduled.create', method: 'POST', path: '/scheduled-posts' });
    expect(entry!.body).toMatchObject({
      content: 'Good morning, later',
      scheduledFor: new Date(when).toISOString(),
    });
    const [kept] = await db.scheduledPosts.toArray();
    expect(kept).toMatchObject({ id: entry!.entityId, status: 'pending', content: 'Good morning, later' });
  });

  it('wins over thread: a thread is scheduled whole, its parts after the first', async () => {
    renderComposer();
    const dialog = await openComposer('thread', 'Create Thread');
    const parts = within(dialog).getAllByRole('textbox');
    typeInto(parts[0]!, 'one');
    typeInto(parts[1]!, 'two');
    scheduleAt(dialog, inTwoHours());
    await waitFor(async () => expect((await outboxOf(db)).map((e) => e.kind)).toEqual(['scheduled.create']));
    const [entry] = await outboxOf(db);
    expect(entry!.body).toMatchObject({ content: 'one', threadPosts: ['two'], quotedPostId: null });
  });

  it('schedules a quote with the quoted post, and offers no schedule for a reply', async () => {
    renderComposer();
    const dialog = await openComposer('quote', 'Quote Tweet');
    typeInto(within(dialog).getByLabelText('Post text'), 'So true');
    scheduleAt(dialog, inTwoHours());
    await waitFor(async () => expect((await outboxOf(db)).map((e) => e.kind)).toEqual(['scheduled.create']));
    expect((await outboxOf(db))[0]!.body).toMatchObject({ content: 'So true', quotedPostId: QUOTED_POST.id });

    const reply = await openComposer('reply', 'Reply');
    expect(within(reply).queryByRole('button', { name: 'Schedule for later' })).toBeNull();
  });
});
