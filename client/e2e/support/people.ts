import type { ElementHandle, Page } from 'puppeteer-core';
import type { ProfileUserDto } from '@flock/shared';
import { apiData, type ApiMember } from './api.js';
import { aria } from './browser.js';
import type { Stack } from './stack.js';

/** Browser-test helpers for profiles, follows and the member search. */

/** An element in the main column by role and name (the side column repeats some controls). */
export async function inMain(
  page: Page,
  role: string,
  name: string,
  timeout = 15_000,
): Promise<ElementHandle> {
  const handle = await page.waitForSelector(`main ${aria(role, name)}`, { timeout });
  if (!handle) throw new Error(`no ${role} named "${name}" in the main column`);
  return handle;
}

/** Types into the header's member search and waits for the listed options' names. */
export async function searchHeader(page: Page, text: string): Promise<string[]> {
  const box = await page.waitForSelector(aria('combobox', 'Search users'));
  await box!.click();
  await page.keyboard.type(text);
  await page.waitForSelector(aria('option'));
  return page.$$eval('[role="option"]', (options) => options.map((o) => o.textContent ?? ''));
}

/** The profile header's count for a label ("Followers"), as shown. */
export function profileCount(page: Page, label: 'Followers' | 'Following' | 'Posts'): Promise<number> {
  return page.$$eval(
    'main ul[aria-label="Counts"] li',
    (items, wanted) => {
      const item = items.find((li) => li.textContent?.trim().endsWith(wanted));
      return Number((item?.querySelector('strong')?.textContent ?? 'NaN').replace(/\D/g, ''));
    },
    label,
  );
}

/** What the server says about `member` to `viewer`. */
export function profileAsSeenBy(stack: Stack, viewer: ApiMember, member: ApiMember): Promise<ProfileUserDto> {
  return apiData<{ user: ProfileUserDto }>(stack, viewer.token, 'GET', `/users/profile/${member.id}`).then(
    (data) => data.user,
  );
}

export async function followViaApi(stack: Stack, follower: ApiMember, member: ApiMember): Promise<void> {
  await apiData(stack, follower.token, 'POST', `/users/follow/${member.id}`);
}
