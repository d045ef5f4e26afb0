import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryTypes } from 'sequelize';
import { createApp } from '../src/app.js';
import { createContext } from '../src/createContext.js';
import { loadEnv } from '../src/env.js';
import { createLogger } from '../src/logger.js';
import { followedFeedSql } from '../src/queries/homeFeed.js';
import { ensureMysqlDatabase } from './database.js';
import { measure, printTable } from './load.js';
import { readBenchOptions } from './options.js';
import { seedBench } from './seed.js';

/**
 * `npm run bench`: seeds a data set into the configured database (or reuses one of the same size),
 * starts the real app in this process on a free port and measures the home feed next to /health.
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

const viewers = seed.memberIds.slice(0, Math.min(200, seed.memberIds.length));
const authorizations = await Promise.all(
  viewers.map(async (userId) => {
    const session = await ctx.db.models.Session.create({
      userId,
      userAgent: 'flock-bench',
      expiresAt: new Date(Date.now() + 3600_000),
    });
    return `Bearer ${ctx.tokens.sign({ userId, sessionId: session.id })}`;
  }),
);

if (options.explain) {
  const sql = followedFeedSql({ limit: 10, offset: 0, before: null });
  const plan = await ctx.db.sequelize.query(
    `${ctx.db.dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN'} ${sql} LIMIT 11 OFFSET 0`,
    { type: QueryTypes.SELECT, replacements: { viewerId: viewers[0], candidates: 11 } },
  );
  console.table(plan);
}

const server = http.createServer(createApp(ctx));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const probe = await fetch(`${base}/api/posts`, { headers: { authorization: authorizations[0]! } });
if (probe.status !== 200) throw new Error(`GET /api/posts answered ${probe.status}: ${await probe.text()}`);

const run = { connections: options.connections, durationSeconds: options.durationSeconds };
const warmUp = { connections: options.connections, durationSeconds: 2 };
await measure('warm-up', { url: `${base}/health`, ...warmUp });
await measure('warm-up', { url: `${base}/api/posts`, ...warmUp, authorizations });
const health = await measure('GET /health', { url: `${base}/health`, ...run });
const feed = await measure('GET /api/posts', { url: `${base}/api/posts`, ...run, authorizations });
printTable([health, feed], health, feed);

// Answers still queued when the load stopped would meet a closed database: end the process instead.
await ctx.db.models.Session.destroy({ where: { userAgent: 'flock-bench' } });
process.exit(0);
