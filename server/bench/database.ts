import mysql from 'mysql2/promise';

/** The bench runs against its own database; on MySQL/MariaDB it is created when missing. */
export async function ensureMysqlDatabase(databaseUrl: string | undefined): Promise<void> {
  if (!databaseUrl || !/^(mysql|mariadb):/.test(databaseUrl)) return;
  const url = new URL(databaseUrl.replace(/^mariadb:/, 'mysql:'));
  const name = url.pathname.slice(1);
  if (!/^[A-Za-z0-9_]+$/.test(name))
    throw new Error('DATABASE_URL must name a database (letters, digits, _)');
  const admin = await mysql.createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  });
  await admin.query(
    `CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  await admin.end();
}
