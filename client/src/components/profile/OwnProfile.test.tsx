import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteMemberDb, memberDb } from '../../db/memberDb';
import {
  polyfillDialog,
  renderWithApp,
  scriptFetch,
  signedInAuth,
  TEST_USER,
} from '../../pages/dashboard/testKit';
import { saveOwnProfile } from '../../data/profile';
import { setActiveMember } from '../../sync/member';
import { OwnProfile } from './OwnProfile';

beforeAll(polyfillDialog);
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setActiveMember(null);
  await deleteMemberDb(TEST_USER.id);
});

const startEditing = () => fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('OwnProfile', () => {
  it('shows the member, the counts and the tabs', () => {
    renderWithApp(<OwnProfile user={TEST_USER} />, { url: '/profile' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ada Lovelace');
    expect(screen.getByText('@ada')).toBeTruthy();
    expect(screen.getByText('First programmer.')).toBeTruthy();
    expect(screen.getByText('Joined March 2024')).toBeTruthy();
    expect(screen.getByText('1,280')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Posts',
      'Followers',
      'Following',
    ]);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Posts' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Followers' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Followers' }));
  });

  it('checks the form with the shared messages and counts the bio', () => {
    const calls = scriptFetch({});
    renderWithApp(<OwnProfile user={TEST_USER} />, { url: '/profile' });
    startEditing();
    expect(document.activeElement).toBe(field('First name'));
    fireEvent.input(field('First name'), { target: { value: '' } });
    fireEvent.input(field('Last name'), { target: { value: 'L' } });
    fireEvent.input(field('Bio'), { target: { value: 'b'.repeat(501) } });
    expect(screen.getByText('501/500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Bio must be 500 characters or less')).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('saves on this device, queues PUT /api/auth/profile and hands the new record to the session', async () => {
    setActiveMember({ userId: TEST_USER.id, token: 'test-token' });
    await saveOwnProfile(TEST_USER);
    const setUser = vi.fn();
    renderWithApp(<OwnProfile user={TEST_USER} />, { url: '/profile', auth: signedInAuth({ setUser }) });
    startEditing();
    fireEvent.input(field('First name'), { target: { value: '  Augusta ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile updated.');
    const queued = await memberDb(TEST_USER.id).outbox.toArray();
    expect(queued.map(({ method, path, body, kind }) => ({ method, path, body, kind }))).toEqual([
      {
        method: 'PUT',
        path: '/auth/profile',
        body: { firstName: 'Augusta', lastName: 'Lovelace', bio: 'First programmer.' },
        kind: 'profile.update',
      },
    ]);
    expect(setUser).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Augusta', fullName: 'Augusta Lovelace' }),
    );
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Profile' }));
  });

  it('says offline that the edit is kept on this device until it can be sent', async () => {
    setActiveMember({ userId: TEST_USER.id, token: 'test-token' });
    await saveOwnProfile(TEST_USER);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithApp(<OwnProfile user={TEST_USER} />, { url: '/profile' });
    startEditing();
    fireEvent.input(field('Bio'), { target: { value: 'Poet of science.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText("Profile edit saved on this device. It will be sent when you're back online."),
    ).toBeTruthy();
    expect(screen.queryByText('Profile updated.')).toBeNull();
  });

  it('refuses a non-image or an image over 5 MB before cropping', () => {
    renderWithApp(<OwnProfile user={TEST_USER} />, { url: '/profile' });
    expect(screen.getByRole('button', { name: 'Change profile picture' })).toBeTruthy();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(screen.getByRole('alert').textContent).toBe('Please select a valid image file');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe('Image must be smaller than 5MB');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the crop dialog for a valid image', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderWithApp(<OwnProfile user={TEST_USER} />, { url: '/profile' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } });
    const dialog = await screen.findByRole('dialog', { name: 'Crop profile picture' });
    const zoom = screen.getByRole('slider', { name: 'Zoom' }) as HTMLInputElement;
    const rotation = screen.getByRole('slider', { name: 'Rotation' }) as HTMLInputElement;
    expect([zoom.min, zoom.max, rotation.min, rotation.max]).toEqual(['1', '3', '0', '360']);
    expect(screen.getByRole('button', { name: 'Save picture' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(revoke).toHaveBeenCalledWith('blob:test');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change profile picture' })),
    );
  });
});
