import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CLIENT_DIST } from './stack.js';

/** Reading the production build: which files a page loads, their sizes, and whether rxjs is among them. */

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export const ENTRY = 'index.html';
export const LOADED_WITH_LOGIN = ['src/pages/auth/LoginPage.tsx', 'src/pwa/serviceWorkerUpdates.ts'];
export const LOADED_WITH_HOME = [
  'src/pages/dashboard/DashboardPage.tsx',
  'src/pages/dashboard/HomeSection.tsx',
  'src/pwa/serviceWorkerUpdates.ts',
];

export function readManifest(): ViteManifest | null {
  const manifestFile = path.join(CLIENT_DIST, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ViteManifest;
}

/** The files of the given chunks, their static imports (transitively) and their CSS. */
export function filesLoadedBy(manifest: ViteManifest, keys: string[]): Set<string> {
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

/** What a first visit to a page downloads: index.html and the chunks the given entries load. */
export function pageFiles(manifest: ViteManifest, keys: string[]): string[] {
  return [ENTRY, ...filesLoadedBy(manifest, [ENTRY, ...keys])];
}

export interface FileSize {
  file: string;
  bytes: number;
  gzipped: number;
}

export function sizesOf(files: string[]): FileSize[] {
  return files.map((file) => {
    const content = fs.readFileSync(path.join(CLIENT_DIST, file));
    return { file, bytes: content.length, gzipped: zlib.gzipSync(content, { level: 9 }).length };
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Texts minifying keeps: rxjs's Subscription (which every observable, subject and operator uses)
 * throws an UnsubscriptionError with the first, Subject an ObjectUnsubscribedError with the second.
 */
const RXJS_MARKERS = ['errors occurred during unsubscription', 'object unsubscribed'];

/** A text socket.io-client keeps after minifying: the reason given when the server closes the socket. */
const SOCKET_IO_MARKERS = ['io server disconnect'];

/** A name minifying keeps: zod's core registers every schema's class under it. */
const ZOD_MARKERS = ['$ZodType'];

/** The built files (paths under client/dist) holding any of the texts. */
function filesWith(files: string[], markers: string[]): string[] {
  return files.filter((file) => {
    if (!file.endsWith('.js')) return false;
    const content = fs.readFileSync(path.join(CLIENT_DIST, file), 'utf8');
    return markers.some((marker) => content.includes(marker));
  });
}

/** The built files that hold rxjs code. */
export const filesWithRxjs = (files: string[]) => filesWith(files, RXJS_MARKERS);

/** The built files that hold socket.io-client's code. */
export const filesWithSocketIo = (files: string[]) => filesWith(files, SOCKET_IO_MARKERS);

/** The built files that hold zod's code. */
export const filesWithZod = (files: string[]) => filesWith(files, ZOD_MARKERS);

/** Every built script, as paths under client/dist. */
export const allScripts = (manifest: ViteManifest) =>
  [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
