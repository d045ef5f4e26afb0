import { DataTypes } from 'sequelize';
import type { Migration } from '../db/migrate.js';

/**
 * An in-progress Idempotency-Key names the claim that holds it (host, process, boot and claim id)
 * and a lease the running request keeps renewing, so a key whose request died with its process is
 * taken over by the next retry instead of answering "in progress" until it expires.
 */
export const idempotencyLeaseMigration: Migration = {
  name: '20261125-0006-idempotency-lease',
  async up(qi) {
    await qi.addColumn('idempotency_keys', 'owner', { type: DataTypes.STRING(200), allowNull: true });
    await qi.addColumn('idempotency_keys', 'lease_until', { type: DataTypes.DATE(3), allowNull: true });
  },
  async down(qi) {
    await qi.removeColumn('idempotency_keys', 'lease_until');
    await qi.removeColumn('idempotency_keys', 'owner');
  },
};
