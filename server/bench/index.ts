import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { createApp } from '../src/app.js';
import { createContext } from '../src/createContext.js';
import { loadEnv } from '../src/env.js';
import { createLogger } from '../src/logger.js';
import { ensureMysqlDatabase } from './database.js';
import { databaseCpu, serverCpu } from './cpuClocks.js';
import { explainRoutes } from './explain.js';
import { measure, printTable, type BracketedResult, type MeasuredRun } from './load.js';
import { readBenchOptions } from './options.js';
import { benchRoutes, type BenchRoute } from './routes.js';
import { BENCH_VIEWERS, seedBench } from './seed.js';

/**
 * `npm run bench`: seeds a data set into the configured database (or reuses one of the same size),
 * starts the real app in this process on a free port and measures the feed, a member's posts and the
 * notifications, each between two runs of /health, with autocannon in a child process. The server and
 * the load share the machine's cores, so the figure to compare between runs is each route's share of
 * the /health runs around it.
 */
const options = readBenchOptions();
await ensureMysqlDatabase(options.databaseUrl);
const env = loadEnv({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: options.dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
  CLIENT_DIST: process.env.CLIENT_DIST ?? `${options.dataDir}/no-client`,
});
const ctx = await createContext(env, createLogger(env));
console.log(
  `Flock bench on ${ctx.db.dialect}: ${options.members} members, ${options.posts} posts, ` +
    `${options.followsPerMember} follows each; ${options.connections} connections for ${options.durationSeconds} s`,
);
const seed = await seedBench(ctx, options, await ctx.passwords.hash('BenchSecret1'));
console.log(`seed ${seed.reused ? 'reused' : 'made'} in ${seed.seconds.toFixed(1)} s`);

const viewers = await Promise.all(
  seed.memberIds.slice(0, BENCH_VIEWERS).map(async (userId) => {
    const session = await ctx.db.models.Session.create({
      userId,
      userAgent: 'flock-bench',
      expiresAt: new Date(Date.now() + 3600_000),
    });
    return { userId, authorization: `Bearer ${ctx.tokens.sign({ userId, sessionId: session.id })}` };
  }),
);

const server = http.createServer(createApp(ctx));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const routes = await benchRoutes(ctx, origin, viewers);
if (options.explain) await explainRoutes(ctx, origin, routes);

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
console.log(
  `\nload average before: ${loadAverage()} (${os.cpus().length} cores, shared with the load generator)`,
);
// Each route is measured between two runs of the baseline (/health), and compared with their mean: the
// shared machine's speed drifts over a run, and a baseline taken next to each route follows it.
// The CPU the server and the database spent during each run, per request, is printed beside it.
const clocks = { server: serverCpu, database: await databaseCpu(ctx, options.databaseUrl) };
const run = async (route: BenchRoute) => {
  const job = { origin, connections: options.connections, targets: route.targets };
  await measure('warm-up', { ...job, durationSeconds: 2 });
  const started = { server: clocks.server(), database: clocks.database?.() };
  const result = await measure(route.label, { ...job, durationSeconds: options.durationSeconds });
  const perRequest = (spent: number) => spent / Math.max(result.requests, 1);
  return {
    ...result,
    serverMsPerRequest: perRequest(clocks.server() - started.server),
    databaseMsPerRequest: clocks.database ? perRequest(clocks.database() - started.database!) : null,
  };
};
const [baselineRoute, ...measuredRoutes] = routes;
const baselines: MeasuredRun[] = [await run(baselineRoute!)];
const results: BracketedResult[] = [];
for (const route of measuredRoutes) {
  const result = await run(route);
  baselines.push(await run(baselineRoute!));
  results.push({ ...result, baseline: baselines.slice(-2) as [MeasuredRun, MeasuredRun] });
}
printTable(baselines, results);
console.log(`\nload average after: ${loadAverage()}`);

// Answers still queued when the load stopped would meet a closed database: end the process instead.
await ctx.db.models.Session.destroy({ where: { userAgent: 'flock-bench' } });
process.exit(0);
