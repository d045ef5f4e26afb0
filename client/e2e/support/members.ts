import crypto from 'node:crypto';
import type { Page } from 'puppeteer-core';
import { aria, findByRole } from './browser.js';
import type { Stack } from './stack.js';

export interface Member {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
}

export function newMember(firstName = 'Robin'): Member {
  const tag = crypto.randomBytes(4).toString('hex');
  return {
    firstName,
    lastName: 'Tester',
    email: `${firstName.toLowerCase()}.${tag}@example.com`,
    username: `${firstName.toLowerCase()}_${tag}`,
    password: 'Sunrise42',
  };
}

export async function fill(page: Page, label: string, value: string): Promise<void> {
  await page.locator(aria('textbox', label)).fill(value);
}

export async function press(
  page: Page,
  role: 'button' | 'link' | 'menuitem' | 'checkbox' | 'switch',
  name: string,
) {
  await page.locator(aria(role, name)).click();
}

export async function waitForPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((expected) => location.pathname === expected, { timeout }, pathname);
}

/** Waits until some element's text contains `text` (for alerts and status lines). */
export async function waitForText(page: Page, text: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((wanted) => document.body.innerText.includes(wanted), { timeout }, text);
}

/** The six-digit code in the newest verification mail to `email`. */
export async function verificationCodeFor(stack: Stack, email: string, after = 0): Promise<string> {
  const mail = await stack.mail.waitFor(email, { after });
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the mail: ${mail.text}`);
  return code;
}

/**
 * Waits until the app runs the guest page's form: a page built to HTML shows it at once, with its
 * fields disabled until the app has taken the page over (GuestForm). Puppeteer's own wait for an
 * enabled field does not see a field disabled by its fieldset.
 */
export async function waitForGuestForm(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const fields = document.querySelector<HTMLFieldSetElement>('main form fieldset');
    return fields !== null && !fields.disabled;
  });
}

/** Register through the form; ends on /verify-email. */
export async function register(page: Page, stack: Stack, member: Member): Promise<void> {
  await page.goto(`${stack.baseUrl}/register`);
  await waitForGuestForm(page);
  await fill(page, 'First name', member.firstName);
  await fill(page, 'Last name', member.lastName);
  await fill(page, 'Email', member.email);
  await fill(page, 'Username', member.username);
  await fill(page, 'Password', member.password);
  await fill(page, 'Confirm password', member.password);
  await press(page, 'checkbox', 'I agree to the Terms of Service and Privacy Policy');
  await press(page, 'button', 'Create Account');
  await waitForPath(page, '/verify-email');
}

/** Type the mailed code into the six boxes and submit; ends on /interests. */
export async function verifyEmail(page: Page, code: string): Promise<void> {
  await (await findByRole(page, 'textbox', 'Digit 1 of 6')).click();
  await page.keyboard.type(code);
  await press(page, 'button', 'Verify Email');
  await waitForPath(page, '/interests');
}

export async function chooseInterests(page: Page, names: string[]): Promise<void> {
  for (const name of names) await press(page, 'button', name);
  await press(page, 'button', 'Continue');
  await waitForPath(page, '/dashboard');
}

export async function signIn(
  page: Page,
  stack: Stack,
  member: Pick<Member, 'email' | 'password'>,
  { navigate = true } = {},
): Promise<void> {
  if (navigate) await page.goto(`${stack.baseUrl}/login`);
  await waitForGuestForm(page);
  await fill(page, 'Email', member.email);
  await fill(page, 'Password', member.password);
  await press(page, 'button', 'Sign In');
}

export async function signOut(page: Page): Promise<void> {
  await press(page, 'button', 'Account menu');
  await press(page, 'menuitem', 'Sign out');
  await waitForPath(page, '/login');
}

export const FIVE_INTERESTS = ['Technology', 'Music', 'Travel', 'Science', 'Photography'];
