import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../testing/serverHealth.js';
import { REPO_ROOT } from './stack.js';

/**
 * A web host apart from the API, as when the client is deployed on one host and the API on another:
 * a production build made for a given API origin, served as plain static files (with the SPA fallback
 * every static host is set up with) from a port of its own.
 */

const BUILD_TIMEOUT_MS = 150_000;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Builds the client into a new temporary folder with VITE_API_ORIGIN set; returns the folder. */
export async function buildClientFor(apiOrigin: string): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flock-web-host-'));
  const vite = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawn(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(REPO_ROOT, 'client'),
      // The test runner's NODE_ENV=test would make a development build (React's, and no service worker).
      env: { ...process.env, NODE_ENV: 'production', VITE_API_ORIGIN: apiOrigin },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => build.kill('SIGKILL'), BUILD_TIMEOUT_MS);
    build.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  if (code !== 0) {
    fs.rmSync(outDir, { recursive: true, force: true });
    throw new Error(`the client build for ${apiOrigin} failed (${code}):\n${output}`);
  }
  return outDir;
}

export interface WebHost {
  origin: string;
  close(): Promise<void>;
}

/** Serves `root` on 127.0.0.1:`port` (a free one by default); unknown paths get index.html. */
export async function serveStatic(root: string, port?: number): Promise<WebHost> {
  const listenOn = port ?? (await freePort());
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    const requested = path.resolve(root, `.${pathname}`);
    const inside = requested.startsWith(root + path.sep);
    const file =
      inside && fs.existsSync(requested) && fs.statSync(requested).isFile()
        ? requested
        : path.join(root, 'index.html');
    res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', 'no-cache');
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${listenOn}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
