import type { Page } from 'puppeteer-core';
import type { ConversationDto, MessageDto } from '@flock/shared';
import { apiData, type ApiMember } from './api.js';
import { aria, findByRole } from './browser.js';
import { waitForPath } from './members.js';
import type { Stack } from './stack.js';

/** The Messages screen as a member sees it, and what the server holds. */

export interface ShownMessage {
  text: string;
  own: boolean;
  /** Own messages: Sending, Sent, Read or Not sent. */
  status: string;
}

export async function openMessages(page: Page): Promise<void> {
  await page.bringToFront();
  await (await page.waitForSelector(`nav[aria-label="Main"] ${aria('link', 'Messages')}`))!.click();
  await waitForPath(page, '/messages');
  await page.waitForSelector('section.conversation-list');
}

/** The bubbles of the open conversation, oldest first. */
export function shownMessages(page: Page): Promise<ShownMessage[]> {
  return page.$$eval('ol.messages > li', (items) =>
    items.map((item) => ({
      text: item.querySelector('.message-text')?.textContent ?? '',
      own: item.classList.contains('is-own'),
      status: item.querySelector('.message-status .visually-hidden')?.textContent ?? '',
    })),
  );
}

/** The conversation rows: name, preview and unread badge. */
export function shownConversations(page: Page): Promise<{ name: string; preview: string; unread: string }[]> {
  return page.$$eval('ul.conversation-rows > li > a', (rows) =>
    rows.map((row) => ({
      name: row.querySelector('.conversation-row-name')?.textContent ?? '',
      preview: row.querySelector('.conversation-row-preview')?.textContent ?? '',
      unread: row.querySelector('.conversation-unread')?.textContent ?? '',
    })),
  );
}

/** The Messages entry's badge in the sidebar ('' without one). */
export function messagesBadge(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      document.querySelector('nav[aria-label="Main"] a[href="/messages"] .count-badge')?.textContent ?? '',
  );
}

/** The pane's typing line ('' when nobody types). */
export function typingHint(page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector('.typing-hint')?.textContent ?? '');
}

/** New Message: search each member by username, add them, Start Conversation; ends on the open pane. */
export async function startConversationWith(page: Page, members: ApiMember[]): Promise<string> {
  await page.bringToFront();
  await (await findByRole(page, 'button', 'New message')).click();
  const dialog = await page.waitForSelector('dialog[open]');
  for (const member of members) {
    await page.locator(aria('searchbox', 'Search people')).fill(member.username);
    const option = await dialog!.waitForSelector(
      aria('button', `Add ${member.firstName} ${member.lastName} (@${member.username})`),
    );
    await option!.click();
    await dialog!.waitForSelector(aria('button', `Remove ${member.firstName} ${member.lastName}`));
  }
  await (await findByRole(page, 'button', 'Start Conversation')).click();
  await page.waitForFunction(() => new URLSearchParams(location.search).has('conversation'));
  await page.waitForSelector('section.conversation-pane textarea');
  return page.evaluate(() => new URLSearchParams(location.search).get('conversation') ?? '');
}

/** Types into the message box, then sends with Enter when `send`. */
export async function typeMessage(page: Page, text: string, { send = true } = {}): Promise<void> {
  const box = await findByRole(page, 'textbox', 'Message');
  await box.type(text);
  if (send) await page.keyboard.press('Enter');
}

export async function conversationsViaApi(stack: Stack, member: ApiMember): Promise<ConversationDto[]> {
  return (
    await apiData<{ conversations: ConversationDto[] }>(stack, member.token, 'GET', '/messages/conversations')
  ).conversations;
}

export async function messagesViaApi(
  stack: Stack,
  member: ApiMember,
  conversationId: string,
): Promise<MessageDto[]> {
  return (
    await apiData<{ messages: MessageDto[] }>(
      stack,
      member.token,
      'GET',
      `/messages/conversations/${conversationId}/messages?limit=100`,
    )
  ).messages;
}
