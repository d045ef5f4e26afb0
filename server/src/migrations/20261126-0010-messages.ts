import { DataTypes } from 'sequelize';
import type { Migration } from '../db/migrate.js';
import { createdAndUpdated, foreignId, idColumn, timestamp } from '../db/columns.js';

/**
 * Direct and group conversations, who is in them (with how far each has read and whether they
 * archived it), their messages, and the ids a device gave a direct conversation that turned out to
 * exist already. Everything of a member goes with their account: their place in conversations and
 * the messages they wrote; the conversations stay for the others.
 */
export const messagesMigration: Migration = {
  name: '20261126-0010-messages',
  async up(qi) {
    await qi.createTable('conversations', {
      id: idColumn,
      type: { type: DataTypes.STRING(8), allowNull: false },
      name: { type: DataTypes.STRING(80), allowNull: true },
      description: { type: DataTypes.STRING(500), allowNull: true },
      creator_id: foreignId('users', 'SET NULL', true),
      // Direct conversations: both member ids, sorted, so a pair has one conversation at most.
      direct_key: { type: DataTypes.STRING(73), allowNull: true, unique: true },
      last_activity_at: timestamp(),
      // The newest message's time: the next one is later, so arrival order is message order.
      last_message_at: timestamp(true),
      ...createdAndUpdated,
    });
    await qi.addIndex('conversations', ['creator_id'], { name: 'conversations_creator' });

    await qi.createTable('conversation_participants', {
      conversation_id: { ...foreignId('conversations'), primaryKey: true },
      user_id: { ...foreignId('users'), primaryKey: true },
      last_read_at: timestamp(true),
      archived: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      // The conversation's last activity, copied here so a member's list is read in index order.
      activity_at: timestamp(),
      ...createdAndUpdated,
    });
    await qi.addIndex(
      'conversation_participants',
      ['user_id', 'archived', 'activity_at', 'conversation_id'],
      {
        name: 'conversation_participants_list',
      },
    );

    await qi.createTable('messages', {
      id: idColumn,
      conversation_id: foreignId('conversations'),
      sender_id: foreignId('users'),
      content: { type: DataTypes.TEXT, allowNull: false },
      message_type: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'text' },
      media_url: { type: DataTypes.STRING(2048), allowNull: true },
      // No foreign key: a reply outlives the message it answers (shown as gone).
      reply_to_message_id: { type: DataTypes.UUID, allowNull: true },
      ...createdAndUpdated,
    });
    await qi.addIndex('messages', ['conversation_id', 'created_at', 'id'], {
      name: 'messages_conversation_time',
    });
    await qi.addIndex('messages', ['sender_id'], { name: 'messages_sender' });

    await qi.createTable('conversation_aliases', {
      id: idColumn,
      conversation_id: foreignId('conversations'),
      user_id: foreignId('users'),
      created_at: timestamp(),
    });
    await qi.addIndex('conversation_aliases', ['conversation_id'], {
      name: 'conversation_aliases_conversation',
    });
    await qi.addIndex('conversation_aliases', ['user_id'], { name: 'conversation_aliases_user' });
  },
  async down(qi) {
    await qi.dropTable('conversation_aliases');
    await qi.dropTable('messages');
    await qi.dropTable('conversation_participants');
    await qi.dropTable('conversations');
  },
};
