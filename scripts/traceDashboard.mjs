#!/usr/bin/env node
// `npm run lighthouse:trace [-- --runs=N]`: where the signed-in home's start spends its main thread.
// Audits /dashboard as `npm run lighthouse` does (mobile settings, a member signed in through the form,
// the browser's storage kept; scripts/lighthouseStack.mjs), N times (3 unless given), each in a fresh
// Chromium, and keeps each run's trace in .lighthouseci/dashboard-trace-<n>.json (DevTools' Performance
// panel opens them). Prints each run's score, TBT, LCP and the machine's benchmark index, then, for the
// run with the median TBT, every task after the first contentful paint that is long at Lighthouse's 4x
// CPU slowdown (12.5 ms traced) with what ran in it (scripts/longTasks.mjs).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ensureBrowser } from './ensureBrowser.mjs';
import { startLighthouseStack } from './lighthouseStack.mjs';
import { longTasksAfterFirstPaint } from './longTasks.mjs';

const root = path.resolve(import.meta.dirname, '..');
const clientDist = path.join(root, 'client', 'dist');
const resultsDir = path.join(root, '.lighthouseci');
const rc = JSON.parse(fs.readFileSync(path.join(root, 'lighthouserc.json'), 'utf8'));
/** @type {(browser: import('puppeteer-core').Browser, context: { url: string }) => Promise<void>} */
const signIn = createRequire(import.meta.url)('./lighthouseSignIn.cjs');

const runsArgument = process.argv.find((arg) => arg.startsWith('--runs='));
const runs = runsArgument ? Number(runsArgument.slice('--runs='.length)) : 3;
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number from 1');
  process.exit(1);
}
if (!fs.existsSync(path.join(clientDist, 'index.html'))) {
  console.error('client/dist is missing: run `npm run build` first');
  process.exit(1);
}

/**
 * @typedef {object} Run
 * @property {number} score
 * @property {number} tbt
 * @property {number} lcp
 * @property {number} benchmarkIndex
 * @property {import('./longTasks.mjs').TraceEvent[]} traceEvents
 */

/** @param {string} url @returns {Promise<Run>} */
async function auditOnce(url) {
  const browser = await puppeteer.launch({
    executablePath: ensureBrowser(),
    args: rc.ci.collect.settings.chromeFlags.split(' '),
  });
  try {
    await signIn(browser, { url });
    const page = await browser.newPage();
    const result = await lighthouse(
      url,
      { disableStorageReset: true, onlyCategories: ['performance'], logLevel: 'error' },
      undefined,
      page,
    );
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr, artifacts } = result;
    const audit = (/** @type {string} */ id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      tbt: audit('total-blocking-time'),
      lcp: audit('largest-contentful-paint'),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      traceEvents: /** @type {import('./longTasks.mjs').TraceEvent[]} */ (artifacts.Trace.traceEvents),
    };
  } finally {
    await browser.close();
  }
}

/** @param {Run} run */
function printLongTasks(run) {
  const report = longTasksAfterFirstPaint(run.traceEvents);
  const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
  console.log(
    `\nThe run with the median TBT: first contentful paint at ${ms(report.firstPaintMs)}; ` +
      `${report.tasks.length} tasks of 12.5 ms or more after it, ` +
      `${Math.round(report.blockingMs)} ms of blocking time at 4x (an estimate beside Lighthouse's ${run.tbt} ms):`,
  );
  for (const task of report.tasks) {
    const parts = task.parts
      .filter((part) => part.ms >= 0.5)
      .map((part) => `${part.label} ${ms(part.ms)}`)
      .join(', ');
    console.log(`  at ${ms(task.startMs).padStart(10)}  ${ms(task.durationMs).padStart(8)}  ${parts}`);
  }
}

const stack = await startLighthouseStack(clientDist);
let status = 1;
try {
  process.env.FLOCK_LIGHTHOUSE_EMAIL = stack.member.email;
  process.env.FLOCK_LIGHTHOUSE_PASSWORD = stack.member.password;
  fs.mkdirSync(resultsDir, { recursive: true });
  /** @type {Run[]} */
  const done = [];
  for (let n = 1; n <= runs; n++) {
    const run = await auditOnce(`${stack.baseUrl}/dashboard`);
    const file = path.join(resultsDir, `dashboard-trace-${n}.json`);
    fs.writeFileSync(file, JSON.stringify({ traceEvents: run.traceEvents }));
    console.log(
      `run ${n}: performance ${run.score}, TBT ${run.tbt} ms, LCP ${run.lcp} ms, ` +
        `benchmark index ${run.benchmarkIndex} (trace: ${path.relative(root, file)})`,
    );
    done.push(run);
  }
  const byTbt = [...done].sort((a, b) => a.tbt - b.tbt);
  printLongTasks(/** @type {Run} */ (byTbt[Math.floor(byTbt.length / 2)]));
  status = 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stack.stop();
}
process.exit(status);
