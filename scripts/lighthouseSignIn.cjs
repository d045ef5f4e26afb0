// lhci's puppeteerScript for the signed-in audit: signs in through the login form in the browser
// Lighthouse then audits (storage is kept between the two), and waits until the service worker
// controls the app and the feed has shown, as on a member's second visit.
// The credentials come from FLOCK_LIGHTHOUSE_EMAIL and FLOCK_LIGHTHOUSE_PASSWORD.

/**
 * @param {import('puppeteer-core').Browser} browser
 * @param {{ url: string }} context
 */
module.exports = async (browser, { url }) => {
  const page = await browser.newPage();
  try {
    const origin = new URL(url).origin;
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
    if (new URL(page.url()).pathname === '/login') {
      await page.locator('input[type="email"]').fill(process.env.FLOCK_LIGHTHOUSE_EMAIL ?? '');
      await page.locator('input[type="password"]').fill(process.env.FLOCK_LIGHTHOUSE_PASSWORD ?? '');
      await page.locator('form button[type="submit"]').click();
      await page.waitForFunction("location.pathname === '/dashboard'", { timeout: 30_000 });
    }
    await page.waitForFunction('navigator.serviceWorker.controller !== null', { timeout: 30_000 });
    await page.waitForFunction("document.querySelectorAll('main article').length >= 10", { timeout: 30_000 });
  } finally {
    await page.close();
  }
};
