import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_MESSAGES } from '@flock/shared';
import { renderWithApp, scriptFetch, signedInAuth, TEST_USER } from '../dashboard/testKit';
import { signedInEachTest } from '../../test/memberDbTestKit';
import SupportPage from './SupportPage';

signedInEachTest();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PREMIUM = { ...TEST_USER, isPremium: true, subscriptionType: 'premium' as const };
const visitor = signedInAuth({ user: null, token: null, isAuthenticated: false });

function fill(subject: string, message: string) {
  fireEvent.input(screen.getByLabelText('Subject'), { target: { value: subject } });
  fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'billing' } });
  fireEvent.input(screen.getByLabelText('How can we help?'), { target: { value: message } });
}

describe('SupportPage', () => {
  it('shows the form’s own messages and sends nothing for an empty form', async () => {
    const calls = scriptFetch({});
    renderWithApp(<SupportPage />, { url: '/support' });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(SUPPORT_MESSAGES.subjectRequired)).toBeTruthy();
    expect(screen.getByText(SUPPORT_MESSAGES.messageRequired)).toBeTruthy();
    expect(screen.queryByLabelText('Your email')).toBeNull();
    expect(calls.filter((c) => c.path === '/support')).toEqual([]);
  });

  it('sends a premium member’s request through the outbox and says it went with priority', async () => {
    const calls = scriptFetch({
      'POST /support': {
        status: 201,
        body: { success: true, message: SUPPORT_MESSAGES.sentPriority, data: { priority: true } },
      },
    });
    renderWithApp(<SupportPage />, { url: '/support', auth: signedInAuth({ user: PREMIUM }) });
    expect(screen.getByText(/Priority support/)).toBeTruthy();
    fill('Charged twice', 'Two charges this month');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(SUPPORT_MESSAGES.sentPriority)).toBeTruthy();
    const sent = calls.filter((c) => c.path === '/support');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/support',
        body: { subject: 'Charged twice', category: 'billing', message: 'Two charges this month' },
      },
    ]);
    const list = screen.getByRole('list', { name: 'Your requests' });
    expect(within(list).getByText('Charged twice')).toBeTruthy();
    expect(within(list).getByText('Priority')).toBeTruthy();
    expect(within(list).getByText('Sent')).toBeTruthy();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('');
  });

  it('asks a visitor for their address and sends at once', async () => {
    const calls = scriptFetch({
      'POST /support': {
        status: 201,
        body: { success: true, message: SUPPORT_MESSAGES.sent, data: { priority: false } },
      },
    });
    renderWithApp(<SupportPage />, { url: '/support', auth: visitor });
    fill('Cannot sign in', 'The code never arrives');
    fireEvent.input(screen.getByLabelText('Your email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(SUPPORT_MESSAGES.email)).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Your email'), { target: { value: 'guest@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(SUPPORT_MESSAGES.sent)).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.path === '/support')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/support')!.body).toMatchObject({ email: 'guest@example.com' });
    expect(screen.queryByRole('list', { name: 'Your requests' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Billing FAQ' })).toBeTruthy();
  });
});
