import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { togglePostLike } from '../../data/posts';
import type { MemberDb } from '../../db/memberDb';
import { polyfillDialog, SignedIn } from '../../pages/dashboard/testKit';
import { serverPost } from '../../test/fixtures';
import { outboxOf, putPosts, signedInEachTest } from '../../test/memberDbTestKit';
import { OfflineBanner } from './OfflineBanner';
import { PendingMarker } from './PendingMarker';
import { SyncCentreButton } from './SyncCentreButton';
import { SyncCentreDialog } from './SyncCentreDialog';

const renderSignedIn = (ui: ReactNode) => render(ui, { wrapper: SignedIn });

let db: MemberDb;
beforeAll(polyfillDialog);
signedInEachTest((opened) => (db = opened));
beforeEach(() => putPosts(db, serverPost('p1'), serverPost('p2')));

describe('OfflineBanner', () => {
  it('tells the member their changes are kept while the device is offline', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status').textContent).toBe(
      "You're offline. Changes you make are saved on this device and sent when you're back online.",
    );
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('PendingMarker', () => {
  it('shows Sending… while a change waits and Not sent once refused', async () => {
    renderSignedIn(<PendingMarker entityId="p1" />);
    await act(() => togglePostLike('p1'));
    const marker = await screen.findByRole('img', { name: 'Waiting to be sent' });
    expect(marker.textContent).toBe('Sending…');
    const [entry] = await outboxOf(db);
    await act(() =>
      db.outbox.update(entry!.id, { state: 'failed', error: { status: 404, message: 'Post not found' } }),
    );
    expect((await screen.findByRole('img', { name: 'Failed to send' })).textContent).toBe('Not sent');
    await act(() => db.outbox.clear());
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
  });
});

describe('the sync centre', () => {
  it('claims nothing before the device’s list of changes is read', async () => {
    renderSignedIn(<SyncCentreDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Sync centre' });
    expect(within(dialog).getByText('Checking this device…')).toBeTruthy();
    expect(within(dialog).queryByText('Everything is up to date.')).toBeNull();
    expect(await within(dialog).findByText('Everything is up to date.')).toBeTruthy();
  });

  it('counts waiting changes, lists them, retries a failed one and discards a pending one', async () => {
    renderSignedIn(<SyncCentreButton />);
    const button = screen.getByRole('button', { name: 'Sync centre' });
    fireEvent.click(button);
    // The dialog's code loads on this first open.
    const dialog = await screen.findByRole('dialog', { name: 'Sync centre' });
    expect(await within(dialog).findByText('Everything is up to date.')).toBeTruthy();

    await act(async () => {
      await togglePostLike('p1');
      await togglePostLike('p2');
    });
    const [first, second] = await outboxOf(db);
    await act(() =>
      db.outbox.update(first!.id, {
        state: 'failed',
        error: { status: 404, message: 'Post not found' },
        rolledBack: true,
      }),
    );
    // The badge counts 2 before and after the update: the description is what shows that it arrived.
    await waitFor(() =>
      expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
        '1 waiting to be sent, 1 not sent',
      ),
    );
    expect(within(button).getByText('2')).toBeTruthy();

    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((i) => i.querySelector('.sync-entry-label')?.textContent)).toEqual([
      'Like a post by @grace',
      'Like a post by @grace',
    ]);
    expect(within(items[0]!).getByText('Failed')).toBeTruthy();
    expect(within(items[0]!).getByText('Post not found')).toBeTruthy();
    expect(within(items[1]!).getByText('Pending')).toBeTruthy();
    expect(within(items[1]!).queryByRole('button', { name: 'Retry' })).toBeNull();

    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Retry' }));
    await waitFor(async () =>
      expect(await db.outbox.get(first!.id)).toMatchObject({ state: 'pending', error: null }),
    );

    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await db.outbox.get(second!.id)).toBeUndefined());
    expect(await db.posts.get('p2')).toMatchObject({ isLiked: false, likesCount: 3 });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
  });
});
