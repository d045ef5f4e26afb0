import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, it } from 'vitest';
import { CLIENT_DIST } from './support/stack.js';

/** What a first visit to /login downloads must stay under 100 KB gzipped. */
const LOGIN_BUDGET_BYTES = 100 * 1024;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';
const LOADED_WITH_LOGIN = ['src/pages/auth/LoginPage.tsx', 'src/pwa/serviceWorkerUpdates.ts'];

/** The files of the given chunks, their static imports (transitively) and their CSS. */
function filesLoadedBy(manifest: ViteManifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

it('keeps the login page, with everything it loads, under 100 KB gzipped', () => {
  const manifestFile = path.join(CLIENT_DIST, '.vite', 'manifest.json');
  expect(fs.existsSync(manifestFile), 'client/dist is missing: run `npm run build` first').toBe(true);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ViteManifest;

  const files = [ENTRY, ...filesLoadedBy(manifest, [ENTRY, ...LOADED_WITH_LOGIN])];
  const sizes = files.map((file) => {
    const content = fs.readFileSync(path.join(CLIENT_DIST, file));
    return { file, bytes: content.length, gzipped: zlib.gzipSync(content, { level: 9 }).length };
  });
  const total = sizes.reduce((sum, { gzipped }) => sum + gzipped, 0);

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
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
