import { expect, it } from 'vitest';
import {
  allScripts,
  filesWithRxjs,
  filesWithSocketIo,
  kb,
  LOADED_WITH_HOME,
  LOADED_WITH_LOGIN,
  pageFiles,
  readManifest,
  sizesOf,
  type ViteManifest,
} from './support/bundle.js';

/** What a first visit to /login downloads must stay under 100 KB gzipped. */
const LOGIN_BUDGET_BYTES = 100 * 1024;

function builtManifest(): ViteManifest {
  const manifest = readManifest();
  expect(manifest, 'client/dist is missing: run `npm run build` first').not.toBeNull();
  return manifest!;
}

it('keeps the login page, with everything it loads, under 100 KB gzipped', () => {
  const manifest = builtManifest();
  const files = pageFiles(manifest, LOADED_WITH_LOGIN);
  const sizes = sizesOf(files);
  const total = sizes.reduce((sum, { gzipped }) => sum + gzipped, 0);

  const rows = [...sizes].sort((a, b) => b.gzipped - a.gzipped);
  console.log(
    [
      'Login page download (gzip -9):',
      ...rows.map(({ file, bytes, gzipped }) => `  ${kb(gzipped).padStart(9)}  ${file} (${kb(bytes)} raw)`),
      `  ${kb(total).padStart(9)}  total, budget ${kb(LOGIN_BUDGET_BYTES)}`,
    ].join('\n'),
  );

  expect(files).toContain(manifest['src/pages/auth/LoginPage.tsx']?.file);
  expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
});

it('loads no rxjs on the login page; the signed-in home, which uses it, does', () => {
  const manifest = builtManifest();
  expect(filesWithRxjs(pageFiles(manifest, LOADED_WITH_LOGIN))).toEqual([]);

  // The same check finds rxjs where it is, so the empty list above is not for want of looking.
  const home = pageFiles(manifest, LOADED_WITH_HOME);
  expect(filesWithRxjs(home).length).toBeGreaterThan(0);
  const total = sizesOf(home).reduce((sum, { gzipped }) => sum + gzipped, 0);
  console.log(`Signed-in home download (gzip -9), rxjs included: ${kb(total)}`);
});

it('loads socket.io beside the signed-in home, not before it paints', () => {
  const manifest = builtManifest();
  expect(filesWithSocketIo(pageFiles(manifest, LOADED_WITH_HOME))).toEqual([]);
  // It is in the build, in a chunk of its own that the live connection imports when it starts.
  expect(filesWithSocketIo(allScripts(manifest))).toEqual([manifest['src/realtime/realtimeClient.ts']?.file]);
});
