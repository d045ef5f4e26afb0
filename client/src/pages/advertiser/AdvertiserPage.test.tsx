import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdListItemDto } from '@flock/shared';
import { OwnProfileContext } from '../../data/ownProfileContext';
import type { MemberDb } from '../../db/memberDb';
import { outboxOf, signedInEachTest } from '../../test/memberDbTestKit';
import { ok, renderWithApp, scriptFetch, TEST_USER } from '../dashboard/testKit';
import AdvertiserPage from './AdvertiserPage';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));

const ad = (id: string, overrides: Partial<AdListItemDto> = {}): AdListItemDto => ({
  id,
  _id: id,
  title: `Campaign ${id.slice(-2)}`,
  content: 'Roasted this week',
  mediaUrl: null,
  mediaType: null,
  ctaText: null,
  ctaUrl: 'https://shop.example.com',
  status: 'active',
  rejection_reason: null,
  budget_type: 'cpm',
  budget_amount: 500,
  spent_amount: 12.4,
  total_impressions: 620,
  total_clicks: 31,
  ctr: 5,
  target_interests: [],
  start_date: '2026-11-01T00:00:00.000Z',
  end_date: null,
  created_at: '2026-11-01T00:00:00.000Z',
  ...overrides,
});
const ACTIVE = ad('01900000-0000-7000-8000-0000000000a1');
const PAUSED = ad('01900000-0000-7000-8000-0000000000a2', {
  status: 'paused',
  budget_type: 'cpc',
  budget_amount: 1000,
  spent_amount: 40,
  total_impressions: 100,
  total_clicks: 2,
  ctr: 2,
  created_at: '2026-10-01T00:00:00.000Z',
});

const show = (ads: AdListItemDto[] = [ACTIVE, PAUSED]) => {
  const calls = scriptFetch({
    'GET /advertisements/my-ads': ok(ads),
    'GET /interests/categories': ok([
      { id: 'food', name: 'Food & Drink', icon: 'UtensilsCrossed' },
      { id: 'music', name: 'Music', icon: 'Music' },
    ]),
  });
  renderWithApp(
    <OwnProfileContext.Provider value={TEST_USER}>
      <AdvertiserPage />
    </OwnProfileContext.Provider>,
    { url: '/advertiser', path: '/advertiser' },
  );
  return calls;
};
const rows = () => within(screen.getByRole('list', { name: 'Your advertisements' })).getAllByRole('listitem');
const reach = () => screen.getByText(/Estimated reach/).textContent;

describe('Advertiser dashboard', () => {
  it('shows the summary tiles and each campaign’s numbers with Pause or Resume', async () => {
    show();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const tiles = within(screen.getByRole('list', { name: 'Advertising summary' })).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      '1Active campaigns',
      '₹52.40Total spent',
      '720Impressions',
      '33Clicks',
    ]);
    const [active, paused] = rows();
    expect(active!.textContent).toContain('Active');
    expect(active!.textContent).toContain('₹500');
    expect(active!.textContent).toContain('5.00%');
    expect(within(active!).getByRole('button', { name: /^Pause/ })).toBeTruthy();
    expect(within(paused!).getByRole('button', { name: /^Resume/ })).toBeTruthy();
    expect(paused!.textContent).toContain('CPC');
  });

  it('estimates the reach as the budget changes, and falls back to 500 when it cannot be read', async () => {
    show([]);
    await screen.findByText('No campaigns yet');
    expect(reach()).toBe('Estimated reach: 2,500 impressions');
    fireEvent.change(screen.getByLabelText('Budget type'), { target: { value: 'cpc' } });
    expect(reach()).toBe('Estimated reach: 25 clicks');
    fireEvent.input(screen.getByLabelText('Budget amount (₹)'), { target: { value: '1239' } });
    expect(reach()).toBe('Estimated reach: 61 clicks');
    fireEvent.change(screen.getByLabelText('Budget type'), { target: { value: 'cpm' } });
    expect(reach()).toBe('Estimated reach: 6,195 impressions');
    fireEvent.input(screen.getByLabelText('Budget amount (₹)'), { target: { value: '' } });
    expect(reach()).toBe('Estimated reach: 2,500 impressions');
  });

  it('refuses a bad form with the spec’s messages and queues nothing', async () => {
    show([]);
    await screen.findByText('No campaigns yet');
    fireEvent.input(screen.getByLabelText('Budget amount (₹)'), { target: { value: '499' } });
    fireEvent.input(screen.getByLabelText('Call-to-action URL'), { target: { value: 'shop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and pay' }));
    expect(await screen.findByText('Minimum campaign budget is ₹500')).toBeTruthy();
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Content is required')).toBeTruthy();
    expect(screen.getByText('Call-to-action URL must be a valid http(s) URL')).toBeTruthy();
    expect(await outboxOf(db)).toEqual([]);
  });

  it('creates a campaign through the outbox, shown pending until it is sent', async () => {
    show([]);
    await screen.findByText('No campaigns yet');
    fireEvent.input(screen.getByLabelText('Title'), { target: { value: 'Fresh coffee' } });
    fireEvent.input(screen.getByLabelText('Content'), { target: { value: 'Roasted this week' } });
    fireEvent.input(screen.getByLabelText('Call-to-action URL'), {
      target: { value: 'https://shop.example.com' },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Music' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create and pay' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain('Pending');
    await waitFor(() => expect(rows()[0]!.textContent).toContain('Waiting to be sent'));
    const [entry] = await outboxOf(db);
    expect(entry).toMatchObject({
      kind: 'ad.create',
      method: 'POST',
      path: '/advertisements/create',
      body: {
        title: 'Fresh coffee',
        budgetType: 'cpm',
        budgetAmount: 500,
        targetInterests: ['music'],
        ctaUrl: 'https://shop.example.com',
      },
    });
    expect(entry!.entityId).toBe((entry!.body as { id: string }).id);
  });

  it('pauses through the outbox, and the Campaigns tab says coming soon', async () => {
    show();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: /^Pause/ }));
    await waitFor(() => expect(within(rows()[0]!).getByRole('button', { name: /^Resume/ })).toBeTruthy());
    expect((await outboxOf(db)).map((e) => [e.kind, e.path])).toEqual([
      ['ad.pause', `/advertisements/${ACTIVE.id}/pause`],
    ]);
    const overview = screen.getByRole('tab', { name: 'Overview' });
    fireEvent.keyDown(overview, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Campaigns' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Coming soon')).toBeTruthy();
  });
});
