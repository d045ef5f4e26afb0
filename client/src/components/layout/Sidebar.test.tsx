import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../pages/dashboard/testKit';
import { Sidebar } from './Sidebar';

afterEach(cleanup);

const LINKS = [
  'Home',
  'Profile',
  'Explore',
  'Notifications',
  'Messages',
  'Bookmarks',
  'Lists',
  'Settings',
  'Subscription Details',
];

describe('Sidebar', () => {
  it('is the "Main" navigation with every section, the current one marked', () => {
    renderWithApp(<Sidebar active="settings" unreadCount={0} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(LINKS);
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Subscription Details' }).getAttribute('href')).toBe(
      '/dashboard?section=subscription-details',
    );
  });

  it('shows no badge at 0 and 9+ above 9, keeping the link name', () => {
    const { unmount } = renderWithApp(<Sidebar active="home" unreadCount={0} />);
    expect(document.querySelector('.count-badge')).toBeNull();
    unmount();
    renderWithApp(<Sidebar active="home" unreadCount={12} />);
    const link = screen.getByRole('link', { name: 'Notifications' });
    expect(link.querySelector('.count-badge')?.textContent).toBe('9+');
    expect(link.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toBe('9+ unread');
  });

  it('opens and closes the "More" sheet', () => {
    renderWithApp(<Sidebar active="home" unreadCount={0} />);
    const more = screen.getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
  });

  it('counts unread messages on the Messages entry', () => {
    renderWithApp(<Sidebar active="home" unreadCount={0} unreadMessages={3} />);
    const link = screen.getByRole('link', { name: 'Messages' });
    expect(link.querySelector('.count-badge')?.textContent).toBe('3');
    expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '3 unread',
    );
    expect(screen.getByRole('link', { name: 'Notifications' }).querySelector('.count-badge')).toBeNull();
  });
});
