import { expect, it } from 'vitest';
import {
  allScripts,
  filesWithRxjs,
  filesWithSocketIo,
  filesWithZod,
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
/** Everything the signed-in home loads before its feed shows must stay under 150 KB gzipped. */
const HOME_BUDGET_BYTES = 150 * 1024;

function builtManifest(): ViteManifest {
  const manifest = readManifest();
  expect(manifest, 'client/dist is missing: run `npm run build` first').not.toBeNull();
  return manifest!;
}

/** Prints a page's download, largest file first, and returns its gzipped total. */
function downloadOf(manifest: ViteManifest, page: string, keys: string[], budget: number): number {
  const sizes = sizesOf(pageFiles(manifest, keys));
  const total = sizes.reduce((sum, { gzipped }) => sum + gzipped, 0);
  const rows = [...sizes].sort((a, b) => b.gzipped - a.gzipped);
  console.log(
    [
      `${page} download (gzip -9):`,
      ...rows.map(({ file, bytes, gzipped }) => `  ${kb(gzipped).padStart(9)}  ${file} (${kb(bytes)} raw)`),
      `  ${kb(total).padStart(9)}  total, budget ${kb(budget)}`,
    ].join('\n'),
  );
  return total;
}

it('keeps the login page, with everything it loads, under 100 KB gzipped', () => {
  const manifest = builtManifest();
  expect(pageFiles(manifest, LOADED_WITH_LOGIN)).toContain(manifest['src/pages/auth/LoginPage.tsx']?.file);
  expect(downloadOf(manifest, 'Login page', LOADED_WITH_LOGIN, LOGIN_BUDGET_BYTES)).toBeLessThanOrEqual(
    LOGIN_BUDGET_BYTES,
  );
});

it('keeps the signed-in home, with everything it loads before the feed shows, under 150 KB gzipped', () => {
  const manifest = builtManifest();
  expect(pageFiles(manifest, LOADED_WITH_HOME)).toContain(
    manifest['src/pages/dashboard/HomeSection.tsx']?.file,
  );
  expect(downloadOf(manifest, 'Signed-in home', LOADED_WITH_HOME, HOME_BUDGET_BYTES)).toBeLessThanOrEqual(
    HOME_BUDGET_BYTES,
  );
});

it('loads zod with the first post or comment written, not with the signed-in home', () => {
  const manifest = builtManifest();
  expect(filesWithZod(pageFiles(manifest, LOADED_WITH_HOME))).toEqual([]);
  // The same check finds zod where it is: in the chunks the schemas that check a new post load.
  const schemas = pageFiles(manifest, ['src/data/postInputSchemas.ts']);
  expect(filesWithZod(schemas).length).toBeGreaterThan(0);
});

it('starts the sync engine and the live connection without zod, which only a write being made needs', () => {
  const manifest = builtManifest();
  expect(filesWithZod(pageFiles(manifest, ['src/sync/engine.ts', 'src/realtime/realtimeClient.ts']))).toEqual(
    [],
  );
});

it('loads no rxjs on the login page; the signed-in home, which uses it, does', () => {
  const manifest = builtManifest();
  expect(filesWithRxjs(pageFiles(manifest, LOADED_WITH_LOGIN))).toEqual([]);

  // The same check finds rxjs where it is, so the empty list above is not for want of looking.
  const home = pageFiles(manifest, LOADED_WITH_HOME);
  expect(filesWithRxjs(home).length).toBeGreaterThan(0);
});

it('loads socket.io beside the signed-in home, not before it paints', () => {
  const manifest = builtManifest();
  expect(filesWithSocketIo(pageFiles(manifest, LOADED_WITH_HOME))).toEqual([]);
  // It is in the build, in a chunk of its own that the live connection imports when it starts.
  expect(filesWithSocketIo(allScripts(manifest))).toEqual([manifest['src/realtime/realtimeClient.ts']?.file]);
});
