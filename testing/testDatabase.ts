import crypto from 'node:crypto';
import mysql from 'mysql2/promise';

/**
 * Tests run on SQLite by default and on MySQL/MariaDB when DATABASE_URL is a mysql:// URL.
 * Each test file gets a database of its own, dropped at the end, so files can run in parallel.
 */
export async function createTestDatabaseUrl(
  dataDir: string,
  base: string | undefined = process.env.DATABASE_URL,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!base || !/^(mysql|mariadb):/.test(base)) {
    return { url: `sqlite:${dataDir}/flock.sqlite`, drop: async () => undefined };
  }
  const server = new URL(base.replace(/^mariadb:/, 'mysql:'));
  const name = `${server.pathname.slice(1) || 'flock_test'}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await mysql.createConnection({
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username),
    password: decodeURIComponent(server.password),
  });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const conn = await mysql.createConnection({
        host: server.hostname,
        port: Number(server.port || 3306),
        user: decodeURIComponent(server.username),
        password: decodeURIComponent(server.password),
      });
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}
