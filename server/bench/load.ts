import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadJob } from './loadWorker.js';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
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

/** One line per route: req/s, latencies, failures, and req/s as a share of the baseline's. */
export function printTable(results: LoadResult[], baseline: LoadResult): void {
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a');
  const rows = results.map((r) => [
    r.label,
    r.requestsPerSecond.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.non2xx + r.errors),
    ratio(r.requestsPerSecond, baseline.requestsPerSecond),
  ]);
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'failed', `req/s vs ${baseline.label}`];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}
