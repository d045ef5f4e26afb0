import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, {
  type Browser,
  type BrowserContext,
  type CDPSession,
  type ElementHandle,
  type Page,
  type Target,
} from 'puppeteer-core';
import { findBrowser } from '../../../scripts/ensureBrowser.mjs';

export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium estimates the connection from observed round trips; on a busy test machine it can call
  // the local server "3g", which turns the data saver's automatic mode on. Tests choose it themselves.
  '--force-effective-connection-type=4G',
];

export interface TestBrowser {
  browser: Browser;
  /** Closes Chromium and removes its profile. */
  close(): Promise<void>;
}

/** CHROME_PATH, else Debian's chromium: the browser `npm run test:e2e` makes sure of before it starts. */
function chromePath(): string {
  const found = findBrowser();
  if (!found) throw new Error('Chromium not found: run `node scripts/ensureBrowser.mjs` or set CHROME_PATH.');
  return found;
}

/** Debian's Chromium (or CHROME_PATH), headless, with a fresh profile of its own. */
export async function launchBrowser(): Promise<TestBrowser> {
  const executablePath = chromePath();
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flock-chromium-'));
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: [...CHROME_ARGS, `--user-data-dir=${userDataDir}`],
  });
  return {
    browser,
    async close() {
      await browser.close().catch(() => undefined);
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

const workerSessions = new WeakMap<Target, Promise<CDPSession>>();

function workerSession(target: Target): Promise<CDPSession> {
  let session = workerSessions.get(target);
  if (!session) {
    session = target.createCDPSession().then(async (created) => {
      await created.send('Network.enable');
      return created;
    });
    workerSessions.set(target, session);
  }
  return session;
}

/**
 * Takes the page and its service workers off the network (or back on). Offline mode on the page
 * does not cover the requests a worker makes itself, so each worker target is switched as well.
 */
export async function setOffline(page: Page, offline: boolean): Promise<void> {
  await page.setOfflineMode(offline);
  await setServiceWorkersOffline(page.browserContext(), offline);
}

/** Takes only the context's service workers off the network (or back on), e.g. after its pages closed. */
export async function setServiceWorkersOffline(context: BrowserContext, offline: boolean): Promise<void> {
  const workers = context.targets().filter((target) => target.type() === 'service_worker');
  for (const target of workers) {
    const session = await workerSession(target);
    await session.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
}

/** Resolves once a service worker controls the page; returns its script URL. */
export async function waitForServiceWorker(page: Page, timeout = 30_000): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** A puppeteer ARIA selector: by role, optionally with the accessible name (the label contract). */
export function aria(role: string, name?: string): string {
  return name === undefined ? `::-p-aria([role="${role}"])` : `::-p-aria([name="${name}"][role="${role}"])`;
}

export async function findByRole(
  page: Page,
  role: string,
  name?: string,
  timeout = 15_000,
): Promise<ElementHandle<Element>> {
  const handle = await page.waitForSelector(aria(role, name), { timeout });
  if (!handle) throw new Error(`no ${role}${name ? ` named "${name}"` : ''}`);
  return handle;
}

export async function isPresent(page: Page, role: string, name?: string): Promise<boolean> {
  return (await page.$(aria(role, name))) !== null;
}

export function textOf(handle: ElementHandle<Element>): Promise<string> {
  return handle.evaluate((element) => element.textContent?.trim() ?? '');
}
