import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, signedInAuth, TEST_USER } from '../../pages/dashboard/testKit';
import { AccountMenu } from './AccountMenu';

afterEach(cleanup);

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));

describe('AccountMenu', () => {
  it('lists the four items and moves focus with the arrow keys', () => {
    renderWithApp(<AccountMenu user={TEST_USER} />, { url: '/dashboard' });
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    open();
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Your Profile',
      'Settings',
      'Subscription Details',
      'Sign out',
    ]);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[3]);
    fireEvent.keyDown(items[3]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'End' });
    expect(document.activeElement).toBe(items[3]);
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

  it('signs out, then goes to /login', async () => {
    const logout = vi.fn(() => Promise.resolve());
    renderWithApp(<AccountMenu user={TEST_USER} />, { url: '/dashboard', auth: signedInAuth({ logout }) });
    open();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });
});
