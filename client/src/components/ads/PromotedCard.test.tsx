import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFeedAds } from '../../data/feedAds';
import { ok, renderWithApp, scriptFetch } from '../../pages/dashboard/testKit';
import { PromotedSlot } from '../feed/PromotedSlot';

const AD = {
  id: '01900000-0000-7000-8000-0000000000a1',
  title: 'Fresh coffee',
  description: 'Roasted this week',
  imageUrl: 'https://cdn.example.com/coffee.jpg',
  targetUrl: 'https://shop.example.com/coffee',
  ctaText: 'Order now',
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function FeedAdTitles() {
  const ads = useFeedAds();
  return <p>{ads.map((ad) => ad.title).join(', ') || 'none'}</p>;
}

describe('the promoted card', () => {
  it('shows the ad and records the click before its link opens in a new tab', async () => {
    const calls = scriptFetch({
      [`POST /advertisements/${AD.id}/click`]: ok({ targetUrl: AD.targetUrl, counted: true }),
    });
    renderWithApp(<PromotedSlot ad={AD} />);
    const card = screen.getByRole('complementary', { name: 'Promoted: Fresh coffee' });
    expect(card.textContent).toContain('Roasted this week');
    expect(card.querySelector('img')?.getAttribute('src')).toBe(AD.imageUrl);
    const link = screen.getByRole('link', { name: /Order now/ });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual([AD.targetUrl, '_blank']);
    fireEvent.click(link);
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST /advertisements/${AD.id}/click`]),
    );
  });

  it('never records a click made offline, and copies the /ad/{id} link', async () => {
    const calls = scriptFetch({});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(<PromotedSlot ad={AD} />);
    fireEvent.click(screen.getByRole('link', { name: /Order now/ }));
    fireEvent.click(screen.getByRole('button', { name: /Copy link/ }));
    expect(await screen.findByRole('button', { name: /Link copied/ })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/ad/${AD.id}`);
    expect(calls).toEqual([]);
  });

  it('asks for feed ads only online, once a session, when the connection comes back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = scriptFetch({ 'GET /advertisements/feed': ok({ advertisements: [AD] }) });
    const { unmount } = renderWithApp(<FeedAdTitles />);
    expect(screen.getByText('none')).toBeTruthy();
    expect(calls).toEqual([]);
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Fresh coffee')).toBeTruthy();
    unmount();
    renderWithApp(<FeedAdTitles />);
    expect(screen.getByText('Fresh coffee')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/advertisements/feed?limit=3']);
  });
});
