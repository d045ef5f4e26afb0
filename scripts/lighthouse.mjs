#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse CI against /login of the production build, mobile settings.
// Makes sure of Chromium (scripts/ensureBrowser.mjs), builds the client if client/dist is missing, starts
// the server on a free port with a throw-away data directory, runs `lhci collect` and `lhci assert` with
// the budgets in lighthouserc.json, prints the scores and stops the server. The exit code is lhci assert's.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureBrowser } from './ensureBrowser.mjs';

/** @type {string} */
let chromePath;
try {
  chromePath = ensureBrowser();
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const clientDist = path.join(root, 'client', 'dist');
const config = path.join(root, 'lighthouserc.json');
const resultsDir = path.join(root, '.lighthouseci');
const lhci = createRequire(import.meta.url).resolve('@lhci/cli/src/cli.js');

if (!fs.existsSync(path.join(clientDist, 'index.html'))) {
  console.log('client/dist is missing: building the web app...');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'client'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(address.port));
    });
  });
}

/** @param {string} url */
async function waitForHealth(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/** @param {string[]} args */
function runLhci(args) {
  return spawnSync(process.execPath, [lhci, ...args, `--config=${config}`], { cwd: root, stdio: 'inherit' })
    .status;
}

/** Median score per category over the runs just collected. */
function printScores() {
  /** @type {Record<string, number[]>} */
  const scores = {};
  for (const file of fs.readdirSync(resultsDir).filter((name) => /^lhr-.*\.json$/.test(name))) {
    const report = JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8'));
    for (const [id, category] of Object.entries(report.categories)) {
      (scores[id] ??= []).push(/** @type {{ score: number }} */ (category).score);
    }
  }
  console.log('\nLighthouse scores for /login (median of the runs):');
  for (const [id, values] of Object.entries(scores)) {
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(
      `  ${id.padEnd(16)} ${Math.round(median * 100)}   (runs: ${values.map((v) => Math.round(v * 100)).join(', ')})`,
    );
  }
  console.log('');
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flock-lighthouse-'));
const env = { ...process.env };
delete env.DATABASE_URL;
delete env.REDIS_URL;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CLIENT_DIST: clientDist,
  },
});
const exited = new Promise((resolve) => server.once('exit', resolve));

let status = 1;
try {
  await waitForHealth(`${baseUrl}/health`);
  const collected = runLhci(['collect', `--url=${baseUrl}/login`, `--chromePath=${chromePath}`]);
  if (collected !== 0) throw new Error('lhci collect failed');
  printScores();
  status = runLhci(['assert']) ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  server.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
