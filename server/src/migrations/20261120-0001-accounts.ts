import { DataTypes } from 'sequelize';
import type { Migration } from '../db/migrate.js';
import { createdAndUpdated, foreignId, idColumn, longText, timestamp } from '../db/columns.js';

const INTEREST_CATEGORIES = [
  ['sports', 'Sports', 'Trophy'],
  ['technology', 'Technology', 'Cpu'],
  ['community', 'Community', 'Users'],
  ['movies', 'Movies & TV', 'Film'],
  ['business', 'Business', 'Briefcase'],
  ['fashion', 'Fashion', 'Shirt'],
  ['food', 'Food & Drink', 'UtensilsCrossed'],
  ['travel', 'Travel', 'Plane'],
  ['gaming', 'Gaming', 'Gamepad2'],
  ['music', 'Music', 'Music'],
  ['health', 'Health & Fitness', 'Heart'],
  ['education', 'Education', 'GraduationCap'],
  ['art', 'Art & Design', 'Palette'],
  ['science', 'Science', 'Microscope'],
  ['photography', 'Photography', 'Camera'],
] as const;

export const accountsMigration: Migration = {
  name: '20261120-0001-accounts',
  async up(qi, sequelize) {
    await qi.createTable('users', {
      id: idColumn,
      email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
      username: { type: DataTypes.STRING(30), allowNull: false },
      username_lower: { type: DataTypes.STRING(30), allowNull: false, unique: true },
      password_hash: { type: DataTypes.STRING(255), allowNull: false },
      first_name: { type: DataTypes.STRING(50), allowNull: false },
      last_name: { type: DataTypes.STRING(50), allowNull: false },
      bio: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
      profile_picture: { type: DataTypes.STRING(512), allowNull: true },
      theme: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'dark' },
      is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      email_verified_at: timestamp(true),
      verification_code_hash: { type: DataTypes.STRING(128), allowNull: true },
      verification_expires_at: timestamp(true),
      verification_attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      verification_sent_at: timestamp(true),
      interests_completed_at: timestamp(true),
      email_notifications: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      push_notifications: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      profile_visibility: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'public' },
      two_factor_enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      subscription_type: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'basic' },
      subscription_status: { type: DataTypes.STRING(16), allowNull: true },
      subscription_start_date: timestamp(true),
      subscription_end_date: timestamp(true),
      subscription_current_period_start: timestamp(true),
      subscription_current_period_end: timestamp(true),
      subscription_canceled_at: timestamp(true),
      ...createdAndUpdated,
    });

    await qi.createTable('sessions', {
      id: idColumn,
      user_id: foreignId('users'),
      user_agent: { type: DataTypes.STRING(255), allowNull: true },
      expires_at: timestamp(),
      revoked_at: timestamp(true),
      ...createdAndUpdated,
    });
    await qi.addIndex('sessions', ['user_id']);

    await qi.createTable('password_reset_tokens', {
      id: idColumn,
      user_id: foreignId('users'),
      token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      expires_at: timestamp(),
      used_at: timestamp(true),
      ...createdAndUpdated,
    });
    await qi.addIndex('password_reset_tokens', ['user_id']);

    await qi.createTable('interest_categories', {
      id: { type: DataTypes.STRING(32), primaryKey: true, allowNull: false },
      name: { type: DataTypes.STRING(64), allowNull: false },
      icon: { type: DataTypes.STRING(32), allowNull: false },
      position: { type: DataTypes.INTEGER, allowNull: false },
    });
    await qi.bulkInsert(
      'interest_categories',
      INTEREST_CATEGORIES.map(([id, name, icon], position) => ({ id, name, icon, position })),
    );

    await qi.createTable('user_interests', {
      user_id: { ...foreignId('users'), primaryKey: true },
      category_id: {
        type: DataTypes.STRING(32),
        allowNull: false,
        primaryKey: true,
        references: { model: 'interest_categories', key: 'id' },
        onDelete: 'CASCADE',
      },
      created_at: timestamp(),
    });

    await qi.createTable('idempotency_keys', {
      id: idColumn,
      scope: { type: DataTypes.STRING(64), allowNull: false },
      idem_key: { type: DataTypes.STRING(255), allowNull: false },
      request_hash: { type: DataTypes.STRING(64), allowNull: false },
      state: { type: DataTypes.STRING(16), allowNull: false },
      response_status: { type: DataTypes.INTEGER, allowNull: true },
      response_body: longText(sequelize.getDialect()),
      expires_at: timestamp(),
      created_at: timestamp(),
    });
    await qi.addIndex('idempotency_keys', ['scope', 'idem_key'], { unique: true });
    await qi.addIndex('idempotency_keys', ['expires_at']);
  },
  async down(qi) {
    for (const table of [
      'idempotency_keys',
      'user_interests',
      'interest_categories',
      'password_reset_tokens',
      'sessions',
      'users',
    ]) {
      await qi.dropTable(table);
    }
  },
};
