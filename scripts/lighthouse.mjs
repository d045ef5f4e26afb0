#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse CI (mobile settings) against the production build, on /login as a guest
// and on /dashboard signed in, showing a feed of ten posts with images. Makes sure of Chromium
// (scripts/ensureBrowser.mjs), builds the client if client/dist is missing, starts the server and makes
// the member (scripts/lighthouseStack.mjs), runs `lhci collect` for each page (the signed-in one signs in
// first with scripts/lighthouseSignIn.cjs and keeps the browser's storage), prints each page's scores with
// LCP and TBT, runs `lhci assert` with the budgets in lighthouserc.json and stops the server. The exit
// code is lhci assert's. `npm run lighthouse:trace` breaks the signed-in start down task by task.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ensureBrowser } from './ensureBrowser.mjs';
import { startLighthouseStack } from './lighthouseStack.mjs';

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

/** @param {string[]} args @param {string} [configFile] @param {NodeJS.ProcessEnv} [env] */
function runLhci(args, configFile = config, env = process.env) {
  return spawnSync(process.execPath, [lhci, ...args, `--config=${configFile}`], {
    cwd: root,
    stdio: 'inherit',
    env,
  }).status;
}

/**
 * lighthouserc.json's collect settings for the signed-in page: the sign-in script runs first in the
 * browser Lighthouse then uses, and Lighthouse keeps that browser's storage (the session).
 */
function signedInConfig() {
  const rc = JSON.parse(fs.readFileSync(config, 'utf8'));
  const { collect } = rc.ci;
  const file = path.join(os.tmpdir(), `flock-lighthouse-signed-in-${process.pid}.json`);
  const signedIn = {
    ci: {
      ...rc.ci,
      collect: {
        ...collect,
        puppeteerScript: path.relative(root, path.join(root, 'scripts', 'lighthouseSignIn.cjs')),
        // With a puppeteerScript, lhci launches Chromium itself, with these flags as launch arguments.
        puppeteerLaunchOptions: { args: collect.settings.chromeFlags.split(' ') },
        settings: { ...collect.settings, chromeFlags: undefined, disableStorageReset: true },
      },
    },
  };
  fs.writeFileSync(file, JSON.stringify(signedIn));
  return file;
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Median score per category, LCP and TBT per page over the runs just collected. */
function printScores() {
  /** @type {Map<string, { scores: Record<string, number[]>, lcp: number[], tbt: number[] }>} */
  const pages = new Map();
  for (const file of fs.readdirSync(resultsDir).filter((name) => /^lhr-.*\.json$/.test(name))) {
    const report = JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8'));
    const pathname = new URL(report.requestedUrl).pathname;
    const page = pages.get(pathname) ?? { scores: {}, lcp: [], tbt: [] };
    pages.set(pathname, page);
    for (const [id, category] of Object.entries(report.categories)) {
      (page.scores[id] ??= []).push(/** @type {{ score: number }} */ (category).score);
    }
    page.lcp.push(report.audits['largest-contentful-paint'].numericValue);
    page.tbt.push(report.audits['total-blocking-time'].numericValue);
  }
  for (const [pathname, page] of pages) {
    console.log(`\nLighthouse (mobile) for ${pathname}, median of ${page.lcp.length} runs:`);
    for (const [id, values] of Object.entries(page.scores)) {
      console.log(
        `  ${id.padEnd(16)} ${Math.round(median(values) * 100)}   (runs: ${values.map((v) => Math.round(v * 100)).join(', ')})`,
      );
    }
    const ms = (/** @type {number[]} */ values) => values.map((v) => Math.round(v)).join(', ');
    console.log(`  ${'LCP'.padEnd(16)} ${Math.round(median(page.lcp))} ms   (runs: ${ms(page.lcp)})`);
    console.log(`  ${'TBT'.padEnd(16)} ${Math.round(median(page.tbt))} ms   (runs: ${ms(page.tbt)})`);
  }
  console.log('');
}

/** @type {import('./lighthouseStack.mjs').LighthouseStack | undefined} */
let stack;
let status = 1;
let signedInFile = '';
try {
  stack = await startLighthouseStack(clientDist);
  const { baseUrl, member } = stack;
  const guest = runLhci(['collect', `--url=${baseUrl}/login`, `--chromePath=${chromePath}`]);
  if (guest !== 0) throw new Error('lhci collect failed on /login');
  signedInFile = signedInConfig();
  const signedIn = runLhci(
    ['collect', '--additive', `--url=${baseUrl}/dashboard`, `--chromePath=${chromePath}`],
    signedInFile,
    { ...process.env, FLOCK_LIGHTHOUSE_EMAIL: member.email, FLOCK_LIGHTHOUSE_PASSWORD: member.password },
  );
  if (signedIn !== 0) throw new Error('lhci collect failed on /dashboard');
  printScores();
  status = runLhci(['assert']) ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stack?.stop();
  if (signedInFile) fs.rmSync(signedInFile, { force: true });
}
process.exit(status);
