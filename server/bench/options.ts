import path from 'node:path';

/** What `npm run bench` measures, from the environment (defaults in brackets in the README). */
export interface BenchOptions {
  members: number;
  posts: number;
  followsPerMember: number;
  durationSeconds: number;
  connections: number;
  dataDir: string;
  /** When set, the bench database; SQLite in dataDir otherwise. */
  databaseUrl: string | undefined;
  explain: boolean;
}

const positive = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
};

export function readBenchOptions(): BenchOptions {
  const options: BenchOptions = {
    members: positive('BENCH_MEMBERS', 10_000),
    posts: positive('BENCH_POSTS', 200_000),
    followsPerMember: positive('BENCH_FOLLOWS', 50),
    durationSeconds: positive('BENCH_DURATION_SECONDS', 10),
    connections: positive('BENCH_CONNECTIONS', 50),
    dataDir: path.resolve(process.env.DATA_DIR || './data/bench'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    explain: process.env.BENCH_EXPLAIN === '1',
  };
  if (options.followsPerMember >= options.members)
    throw new Error('BENCH_FOLLOWS must be below BENCH_MEMBERS');
  return options;
}
