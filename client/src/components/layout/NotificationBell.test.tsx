import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../pages/dashboard/testKit';
import { NotificationBell } from './NotificationBell';

afterEach(cleanup);

describe('NotificationBell', () => {
  it('opens the dropdown with its empty state and a View all link', () => {
    renderWithApp(<NotificationBell unreadCount={0} />, { url: '/dashboard' });
    const bell = screen.getByRole('button', { name: 'Notifications' });
    fireEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('No notifications yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'View all' }));
    expect(screen.getByTestId('location').textContent).toBe('/notifications');
  });

  it('closes on Escape with focus back on the bell', () => {
    renderWithApp(<NotificationBell unreadCount={0} />, { url: '/dashboard' });
    const bell = screen.getByRole('button', { name: 'Notifications' });
    fireEvent.click(bell);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('No notifications yet')).toBeNull();
    expect(document.activeElement).toBe(bell);
  });

  it('caps the badge at 99+', () => {
    renderWithApp(<NotificationBell unreadCount={150} />, { url: '/dashboard' });
    expect(screen.getByRole('button', { name: 'Notifications' }).textContent).toContain('99+');
  });
});
