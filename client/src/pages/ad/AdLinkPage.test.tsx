import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderWithApp, scriptFetch } from '../dashboard/testKit';
import { signedInEachTest } from '../../test/memberDbTestKit';
import AdLinkPage from './AdLinkPage';

signedInEachTest();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const AD_ID = '01234567-89ab-7def-8123-456789abcdef';
const renderAt = (open: (url: string) => void) =>
  renderWithApp(<AdLinkPage open={open} />, { url: `/ad/${AD_ID}`, path: '/ad/:id' });

describe('AdLinkPage', () => {
  it('asks the server for the ad and opens its page', async () => {
    const calls = scriptFetch({
      [`POST /advertisements/${AD_ID}/click`]: ok({
        targetUrl: 'https://shop.example/coffee',
        counted: false,
      }),
    });
    const open = vi.fn();
    renderAt(open);
    expect(screen.getByRole('status').textContent).toContain('Opening the advertiser’s page');
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('https://shop.example/coffee'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(`POST /advertisements/${AD_ID}/click`);
  });

  it('says when the ad is no longer running, and offers Home', async () => {
    scriptFetch({
      [`POST /advertisements/${AD_ID}/click`]: fail(404, 'Advertisement not found', 'ad_not_found'),
    });
    const open = vi.fn();
    renderAt(open);
    expect(await screen.findByText('This ad is no longer running.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/dashboard');
    expect(open).not.toHaveBeenCalled();
  });

  it('shows a failure with Try again, which asks once more', async () => {
    let replies = 0;
    scriptFetch({
      [`POST /advertisements/${AD_ID}/click`]: () =>
        ++replies === 1
          ? fail(503, 'Something went wrong on our side', 'internal_error')
          : ok({ targetUrl: 'https://shop.example/tea', counted: true }),
    });
    const open = vi.fn();
    renderAt(open);
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('https://shop.example/tea'));
    expect(replies).toBe(2);
  });

  it('waits offline without asking the server', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = scriptFetch({});
    renderAt(vi.fn());
    expect(screen.getByRole('status').textContent).toContain('You are offline');
    expect(calls).toEqual([]);
  });
});
