import { DataTypes } from 'sequelize';
import type { Migration } from '../db/migrate.js';

/** When a device last got a test notification: `POST /api/push/test` allows one per cooldown. */
export const pushDeviceTestMigration: Migration = {
  name: '20261127-0110-push-device-test',
  async up(qi) {
    await qi.addColumn('push_subscriptions', 'last_test_at', { type: DataTypes.DATE(3), allowNull: true });
  },
  async down(qi) {
    await qi.removeColumn('push_subscriptions', 'last_test_at');
  },
};
