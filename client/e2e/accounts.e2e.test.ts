import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl } from '../../testing/testDatabase.js';
import {
  findByRole,
  launchBrowser,
  setOffline,
  waitForServiceWorker,
  type TestBrowser,
} from './support/browser.js';
import {
  chooseInterests,
  fill,
  FIVE_INTERESTS,
  newMember,
  press,
  register,
  signIn,
  signOut,
  verificationCodeFor,
  verifyEmail,
  waitForPath,
  waitForText,
} from './support/members.js';
import { startStack, type Stack } from './support/stack.js';

/** SQLite always; MariaDB too when E2E_DATABASE_URL names a server (CI sets it). */
const databases = [
  { name: 'SQLite', serverUrl: undefined as string | undefined },
  ...(process.env.E2E_DATABASE_URL ? [{ name: 'MariaDB', serverUrl: process.env.E2E_DATABASE_URL }] : []),
];

const GREETING = /^(Welcome back|Good (morning|afternoon|evening)),/;

describe.each(databases)('a member account on $name', ({ serverUrl }) => {
  const member = newMember('Robin');
  let stack: Stack;
  let chromium: TestBrowser;
  let page: Page;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'flock-e2e-db-'));
    const database = await createTestDatabaseUrl(scratch, serverUrl);
    dropDatabase = database.drop;
    stack = await startStack(serverUrl ? { databaseUrl: database.url } : {});
    chromium = await launchBrowser();
    page = await chromium.browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
  });

  afterAll(async () => {
    await chromium?.close();
    await stack?.stop();
    await dropDatabase?.();
  });

  const storedToken = () => page.evaluate(() => localStorage.getItem('token'));
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
  /** The home section's greeting, once the dashboard has replaced whatever page came before. */
  const greetingText = async () => {
    const headings = () =>
      page.$$eval('main h1', (elements) => elements.map((element) => element.textContent ?? ''));
    await expect.poll(async () => (await headings()).some((text) => GREETING.test(text))).toBe(true);
    return (await headings()).find((text) => GREETING.test(text)) ?? '';
  };

  it('registers, verifies with the mailed code, picks interests and lands on the dashboard (dark by default)', async () => {
    await register(page, stack, member);
    const code = await verificationCodeFor(stack, member.email);
    await verifyEmail(page, code);
    await chooseInterests(page, FIVE_INTERESTS);

    const greeting = await greetingText();
    expect(greeting).toMatch(GREETING);
    expect(greeting).toContain(member.firstName);
    expect(await theme()).toBe('dark');
    expect(await storedToken()).toBeTruthy();
  });

  it('switches to the light theme, which the server keeps for the member', async () => {
    await press(page, 'link', 'Settings');
    await waitForPath(page, '/settings');
    await press(page, 'switch', 'Dark mode');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');

    const token = await storedToken();
    await expect
      .poll(async () => {
        const response = await fetch(`${stack.baseUrl}/api/auth/theme`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return ((await response.json()) as { data: { theme: string } }).data.theme;
      })
      .toBe('light');

    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await findByRole(page, 'heading', 'Settings');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  });

  it('signs out from the account menu, which ends the session and forgets the member data', async () => {
    const token = await storedToken();
    await signOut(page);
    expect(await storedToken()).toBeNull();
    // The guard leaves the dashboard at once; the member's database goes right after it unmounted.
    const memberDatabases = () =>
      page.evaluate(async () =>
        (await indexedDB.databases()).map((d) => d.name).filter((name) => name?.startsWith('flock-member-')),
      );
    await expect.poll(memberDatabases, { timeout: 10_000 }).toEqual([]);

    const response = await fetch(`${stack.baseUrl}/api/auth/profile`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(401);

    await page.goto(`${stack.baseUrl}/settings`);
    await waitForPath(page, '/login');
  });

  it('signs in again and returns to the page that asked for it', async () => {
    // The guard sent /settings to /login; signing in there returns to /settings.
    await signIn(page, stack, member, { navigate: false });
    await waitForText(page, 'Login successful');
    await waitForPath(page, '/settings');
    await findByRole(page, 'heading', 'Settings');
  });

  it('resets a forgotten password with the mailed link', async () => {
    await signOut(page);
    const mailsBefore = stack.mail.messages.length;
    await press(page, 'link', 'Forgot password?');
    await waitForPath(page, '/forgot-password');
    await fill(page, 'Email', member.email.toUpperCase());
    await press(page, 'button', 'Send Reset Link');
    await findByRole(page, 'heading', 'Check Your Email');

    const mail = await stack.mail.waitFor(member.email, { after: mailsBefore });
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    const newPassword = 'Moonlight77';
    await fill(page, 'New password', newPassword);
    await fill(page, 'Confirm password', newPassword);
    await press(page, 'button', 'Reset Password');
    await waitForText(page, 'Password reset successful');
    await waitForPath(page, '/login');

    await signIn(page, stack, member);
    await waitForText(page, 'Invalid email or password. Please check your credentials and try again.');

    member.password = newPassword;
    await signIn(page, stack, member);
    await waitForPath(page, '/dashboard');

    await page.goto(link!);
    await fill(page, 'New password', 'Another99');
    await fill(page, 'Confirm password', 'Another99');
    await press(page, 'button', 'Reset Password');
    await findByRole(page, 'heading', 'Invalid Reset Link');
  });

  it('opens the signed-in app offline after a first visit', async () => {
    await page.goto(`${stack.baseUrl}/dashboard`);
    await waitForServiceWorker(page);
    await greetingText();
    await setOffline(page, true);
    try {
      await page.reload();
      const greeting = await greetingText();
      expect(greeting).toMatch(GREETING);
      await findByRole(page, 'navigation', 'Main');
    } finally {
      await setOffline(page, false);
    }
  });

  it('deletes the account from the danger zone; it can no longer sign in', async () => {
    await page.goto(`${stack.baseUrl}/settings`);
    await press(page, 'button', 'Delete Account');
    await fill(page, 'Password', 'wrong-password');
    await press(page, 'button', 'Delete My Account');
    await waitForText(page, 'Incorrect password');

    await fill(page, 'Password', member.password);
    await press(page, 'button', 'Delete My Account');
    await waitForText(page, 'Account Deleted Successfully');
    await waitForPath(page, '/login', 20_000);
    expect(await storedToken()).toBeNull();

    await signIn(page, stack, member);
    await waitForText(page, 'Invalid email or password. Please check your credentials and try again.');
  });
});
