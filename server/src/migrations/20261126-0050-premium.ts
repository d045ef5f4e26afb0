import { DataTypes } from 'sequelize';
import type { Migration } from '../db/migrate.js';
import { timestamp } from '../db/columns.js';

/**
 * Premium through Razorpay: the member's Razorpay customer and current subscription, the webhook
 * events already applied (each once, by Razorpay's event id), and the monthly plan created through
 * the API once per key.
 */
export const premiumMigration: Migration = {
  name: '20261126-0050-premium',
  async up(qi) {
    await qi.addColumn('users', 'razorpay_customer_id', { type: DataTypes.STRING(64), allowNull: true });
    await qi.addColumn('users', 'razorpay_subscription_id', { type: DataTypes.STRING(64), allowNull: true });
    await qi.addIndex('users', ['razorpay_subscription_id'], {
      unique: true,
      name: 'users_razorpay_subscription_id',
    });
    // The expiry job looks for premium that has an end date in the past.
    await qi.addIndex('users', ['subscription_end_date'], { name: 'users_subscription_end_date' });

    await qi.createTable('payment_events', {
      event_id: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
      event: { type: DataTypes.STRING(64), allowNull: false },
      subscription_id: { type: DataTypes.STRING(64), allowNull: true },
      created_at: timestamp(),
    });
    await qi.addIndex('payment_events', ['created_at']);

    await qi.createTable('payment_plans', {
      plan_key: { type: DataTypes.STRING(128), primaryKey: true, allowNull: false },
      plan_id: { type: DataTypes.STRING(64), allowNull: false },
      created_at: timestamp(),
    });
  },
  async down(qi) {
    await qi.dropTable('payment_plans');
    await qi.dropTable('payment_events');
    await qi.removeIndex('users', 'users_subscription_end_date');
    await qi.removeIndex('users', 'users_razorpay_subscription_id');
    await qi.removeColumn('users', 'razorpay_subscription_id');
    await qi.removeColumn('users', 'razorpay_customer_id');
  },
};
