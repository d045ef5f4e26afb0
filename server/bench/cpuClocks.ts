import fs from 'node:fs';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../src/context.js';

/** Milliseconds of CPU a process has used so far. */
export type CpuClock = () => number;

/** This process's CPU: the server under test runs in it (the load generator does not). */
export const serverCpu: CpuClock = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Linux counts a process's CPU time in /proc in ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The CPU of the MySQL/MariaDB server process, when `databaseUrl` names this machine and the server's
 * pid file and /proc entry can be read; null otherwise (SQLite runs inside the server's own process).
 */
export async function databaseCpu(
  ctx: AppContext,
  databaseUrl: string | undefined,
): Promise<CpuClock | null> {
  if (ctx.db.dialect !== 'mysql' || !databaseUrl) return null;
  if (!LOOPBACK_HOSTS.has(new URL(databaseUrl).hostname)) return null;
  const [row] = await ctx.db.sequelize.query<{ pidFile: string | null }>('SELECT @@pid_file AS pidFile', {
    type: QueryTypes.SELECT,
  });
  try {
    const pid = fs.readFileSync(row?.pidFile ?? '', 'utf8').trim();
    const stat = `/proc/${pid}/stat`;
    const read = () => {
      // The fields after the command name's closing parenthesis; utime and stime are the 12th and 13th.
      const fields = fs.readFileSync(stat, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    };
    read();
    return read;
  } catch {
    return null;
  }
}
