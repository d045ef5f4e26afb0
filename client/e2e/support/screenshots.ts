import path from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';

/**
 * With E2E_SCREENSHOTS=<dir>, saves what the member sees around `element` at 1280 and 390 px wide,
 * light and dark, for a person to look at. Without it, does nothing.
 */
export async function screenshotsOf(
  page: Page,
  element: ElementHandle<Element>,
  name: string,
): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const viewport = page.viewport();
  for (const width of [1280, 390]) {
    await page.setViewport({ width, height: 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
      await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), scheme);
      await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: path.join(dir, `${name}-${width}-${scheme}.png`) });
    }
  }
  await page.emulateMediaFeatures([]);
  if (viewport) await page.setViewport(viewport);
}
