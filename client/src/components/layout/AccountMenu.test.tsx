import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { polyfillDialog, renderWithApp, signedInAuth, TEST_USER } from '../../pages/dashboard/testKit';
import { countUnsent } from '../../sync/status';
import { AccountMenu } from './AccountMenu';

vi.mock('../../sync/status', () => ({ countUnsent: vi.fn(async () => 0) }));

afterEach(cleanup);
polyfillDialog();

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));

describe('AccountMenu', () => {
  it('lists the items and moves focus with the arrow keys', () => {
    renderWithApp(<AccountMenu user={TEST_USER} />, { url: '/dashboard' });
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    open();
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Your Profile',
      'Drafts',
      'Scheduled Posts',
      'Settings',
      'Subscription Details',
      'Contact Support',
      'Sign out',
    ]);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[6]);
    fireEvent.keyDown(items[6]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'End' });
    expect(document.activeElement).toBe(items[6]);
  });

  it('closes on Escape and gives focus back to the button', () => {
    renderWithApp(<AccountMenu user={TEST_USER} />, { url: '/dashboard' });
    open();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account menu' }));
  });

  it('closes on a click outside', () => {
    renderWithApp(<AccountMenu user={TEST_USER} />, { url: '/dashboard' });
    open();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('goes to the chosen section', () => {
    renderWithApp(<AccountMenu user={TEST_USER} />, { url: '/profile' });
    open();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Subscription Details' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard?section=subscription-details');
  });

  it('opens the support page', () => {
    renderWithApp(<AccountMenu user={TEST_USER} />, { url: '/dashboard' });
    open();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Contact Support' }));
    expect(screen.getByTestId('location').textContent).toBe('/support');
  });

  it('signs out, then goes to /login', async () => {
    const logout = vi.fn(() => Promise.resolve());
    renderWithApp(<AccountMenu user={TEST_USER} />, { url: '/dashboard', auth: signedInAuth({ logout }) });
    open();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('asks before signing out while changes are unsent, and can stay signed in', async () => {
    vi.mocked(countUnsent).mockResolvedValue(2);
    const logout = vi.fn(() => Promise.resolve());
    renderWithApp(<AccountMenu user={TEST_USER} />, { url: '/dashboard', auth: signedInAuth({ logout }) });
    open();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await screen.findByText(/2 changes have not been sent yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(logout).not.toHaveBeenCalled();

    open();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out anyway' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
