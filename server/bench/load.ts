import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadJob } from './loadWorker.js';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  /** Requests answered during the measurement. */
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/**
 * Runs autocannon in a child process, so the load generator does not share the server's event loop
 * (it still shares the machine's cores). Each connection repeats the request of its own member
 * (round robin over `targets`), so the database is not asked one question fifty times.
 */
export function measure(label: string, job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./loadWorker.ts', import.meta.url)), {
      execArgv: ['--import', 'tsx'],
    });
    child.once('message', (result: Omit<LoadResult, 'label'>) => resolve({ label, ...result }));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load process stopped with ${code}`));
    });
    child.send(job);
  });
}

/** A measurement with the CPU milliseconds the server and the database (null: not readable) spent per request. */
export interface MeasuredRun extends LoadResult {
  serverMsPerRequest: number;
  databaseMsPerRequest: number | null;
}

/** A route's result with the two baseline runs made just before and just after it. */
export interface BracketedResult extends MeasuredRun {
  baseline: [MeasuredRun, MeasuredRun];
}

/**
 * One line per baseline run and per route: req/s, latencies, failures, CPU per request, and for a
 * route its req/s as a share of the mean of the baseline runs around it.
 */
export function printTable(baselines: MeasuredRun[], results: BracketedResult[]): void {
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a');
  const cells = (r: MeasuredRun) => [
    r.requestsPerSecond.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.non2xx + r.errors),
    r.serverMsPerRequest.toFixed(3),
    r.databaseMsPerRequest === null ? 'n/a' : r.databaseMsPerRequest.toFixed(3),
  ];
  const label = baselines[0]!.label;
  const rows = [
    ...baselines.map((r, n) => [`${r.label} (run ${n + 1})`, ...cells(r), '', '']),
    ...results.map((r) => {
      const around = (r.baseline[0].requestsPerSecond + r.baseline[1].requestsPerSecond) / 2;
      return [r.label, ...cells(r), around.toFixed(0), ratio(r.requestsPerSecond, around)];
    }),
  ];
  const header = [
    'route',
    'req/s',
    'p50 ms',
    'p99 ms',
    'failed',
    'server CPU ms/req',
    'database CPU ms/req',
    `${label} around`,
    'req/s vs it',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}
