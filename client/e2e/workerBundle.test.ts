import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { filesWithRxjs } from './support/bundle.js';
import { CLIENT_DIST } from './support/stack.js';

/**
 * The service worker drains the outbox with a plain loop: rxjs, which the page uses for its streams,
 * must not be built into it (docs/ARCHITECTURE.md, "The offline engine").
 */
it('builds the service worker without rxjs, in one file', () => {
  const worker = path.join(CLIENT_DIST, 'sw.js');
  expect(fs.existsSync(worker), 'client/dist/sw.js is missing: run `npm run build` first').toBe(true);
  const code = fs.readFileSync(worker, 'utf8');
  // One file: nothing imported from elsewhere that the check below would miss.
  expect(code).not.toMatch(/\bimport\s*\(|\bimportScripts\s*\(|\bfrom\s*["'`]\.{0,2}\//);
  expect(filesWithRxjs(['sw.js'])).toEqual([]);

  // The same check finds rxjs in the page's files, so the empty list above is not for want of looking.
  const assets = fs.readdirSync(path.join(CLIENT_DIST, 'assets')).map((file) => `assets/${file}`);
  expect(filesWithRxjs(assets).length).toBeGreaterThan(0);
});
