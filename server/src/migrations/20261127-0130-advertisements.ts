import { DataTypes } from 'sequelize';
import type { Migration } from '../db/migrate.js';
import { createdAndUpdated, foreignId, idColumn, timestamp } from '../db/columns.js';

/**
 * Advertisements, their target interests and their counted events. Money is kept in integer paise.
 * An event row is unique per (ad, viewer, kind, bucket): the bucket is the minute of an impression or
 * the hour of a click, so a repeat within it is not counted again, whichever request arrives first.
 */
export const advertisementsMigration: Migration = {
  name: '20261127-0130-advertisements',
  async up(qi) {
    await qi.createTable('advertisements', {
      id: idColumn,
      user_id: foreignId('users'),
      title: { type: DataTypes.STRING(400), allowNull: false },
      content: { type: DataTypes.TEXT, allowNull: false },
      media_url: { type: DataTypes.STRING(2048), allowNull: true },
      media_type: { type: DataTypes.STRING(8), allowNull: true },
      cta_text: { type: DataTypes.STRING(120), allowNull: true },
      cta_url: { type: DataTypes.STRING(2048), allowNull: true },
      budget_type: { type: DataTypes.STRING(3), allowNull: false },
      budget_paise: { type: DataTypes.INTEGER, allowNull: false },
      spent_paise: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      total_impressions: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      total_clicks: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      status: { type: DataTypes.STRING(10), allowNull: false },
      rejection_reason: { type: DataTypes.STRING(200), allowNull: true },
      targeted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      start_date: timestamp(),
      end_date: timestamp(true),
      razorpay_order_id: { type: DataTypes.STRING(64), allowNull: true },
      razorpay_payment_id: { type: DataTypes.STRING(64), allowNull: true },
      paid_at: timestamp(true),
      ...createdAndUpdated,
    });
    await qi.addIndex('advertisements', ['user_id', 'created_at'], { name: 'advertisements_owner' });
    await qi.addIndex('advertisements', ['status', 'start_date'], { name: 'advertisements_serving' });

    await qi.createTable('advertisement_interests', {
      advertisement_id: { ...foreignId('advertisements'), primaryKey: true },
      category_id: { type: DataTypes.STRING(32), allowNull: false, primaryKey: true },
    });
    await qi.addIndex('advertisement_interests', ['category_id', 'advertisement_id'], {
      name: 'advertisement_interests_category',
    });

    await qi.createTable('advertisement_events', {
      advertisement_id: { ...foreignId('advertisements'), primaryKey: true },
      viewer_id: { ...foreignId('users'), primaryKey: true },
      kind: { type: DataTypes.STRING(10), allowNull: false, primaryKey: true },
      bucket: { type: DataTypes.INTEGER, allowNull: false, primaryKey: true },
      day: { type: DataTypes.STRING(10), allowNull: false },
      cost_paise: { type: DataTypes.INTEGER, allowNull: false },
      created_at: timestamp(),
    });
    await qi.addIndex('advertisement_events', ['advertisement_id', 'day'], {
      name: 'advertisement_events_daily',
    });
  },
  async down(qi) {
    await qi.dropTable('advertisement_events');
    await qi.dropTable('advertisement_interests');
    await qi.dropTable('advertisements');
  },
};
