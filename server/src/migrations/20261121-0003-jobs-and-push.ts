import { DataTypes } from 'sequelize';
import type { Migration } from '../db/migrate.js';
import { createdAndUpdated, foreignId, idColumn, longText, timestamp } from '../db/columns.js';

/** Agenda's job rows (our own backend) and one Web Push subscription per device. */
export const jobsAndPushMigration: Migration = {
  name: '20261121-0003-jobs-and-push',
  async up(qi, sequelize) {
    await qi.createTable('agenda_jobs', {
      id: idColumn,
      name: { type: DataTypes.STRING(191), allowNull: false },
      data: longText(sequelize.getDialect()),
      priority: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      type: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'normal' },
      next_run_at: timestamp(true),
      locked_at: timestamp(true),
      last_run_at: timestamp(true),
      last_finished_at: timestamp(true),
      failed_at: timestamp(true),
      fail_count: { type: DataTypes.INTEGER, allowNull: true },
      fail_reason: { type: DataTypes.TEXT, allowNull: true },
      repeat_interval: { type: DataTypes.STRING(255), allowNull: true },
      repeat_timezone: { type: DataTypes.STRING(64), allowNull: true },
      repeat_at: { type: DataTypes.STRING(64), allowNull: true },
      start_date: timestamp(true),
      end_date: timestamp(true),
      skip_days: { type: DataTypes.STRING(32), allowNull: true },
      disabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      fork: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      progress: { type: DataTypes.DOUBLE, allowNull: true },
      // SHA-256 of a `single` job's name or of a unique job's name + unique fields: one row per key.
      unique_key: { type: DataTypes.STRING(64), allowNull: true },
      debounce_started_at: timestamp(true),
      last_modified_by: { type: DataTypes.STRING(191), allowNull: true },
      ...createdAndUpdated,
    });
    await qi.addIndex('agenda_jobs', ['name', 'next_run_at'], { name: 'agenda_jobs_name_next_run' });
    await qi.addIndex('agenda_jobs', ['locked_at'], { name: 'agenda_jobs_locked' });
    await qi.addIndex('agenda_jobs', ['unique_key'], { name: 'agenda_jobs_unique_key', unique: true });

    await qi.createTable('push_subscriptions', {
      id: idColumn,
      user_id: foreignId('users'),
      endpoint: { type: DataTypes.TEXT, allowNull: false },
      // Endpoints can be longer than MySQL indexes allow; their SHA-256 is the unique key.
      endpoint_hash: { type: DataTypes.STRING(64), allowNull: false },
      p256dh: { type: DataTypes.STRING(255), allowNull: false },
      auth: { type: DataTypes.STRING(255), allowNull: false },
      ...createdAndUpdated,
    });
    await qi.addIndex('push_subscriptions', ['endpoint_hash'], {
      name: 'push_subscriptions_endpoint_hash',
      unique: true,
    });
    await qi.addIndex('push_subscriptions', ['user_id'], { name: 'push_subscriptions_user' });
  },
  async down(qi) {
    await qi.dropTable('push_subscriptions');
    await qi.dropTable('agenda_jobs');
  },
};
