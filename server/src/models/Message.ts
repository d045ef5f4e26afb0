import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { MessageType } from '@flock/shared';
import { newId } from '../db/ids.js';

/** A message in a conversation. Its time orders the conversation (ids break ties). */
export class Message extends Model<InferAttributes<Message>, InferCreationAttributes<Message>> {
  declare id: CreationOptional<string>;
  declare conversationId: string;
  declare senderId: string;
  declare content: string;
  declare messageType: CreationOptional<MessageType>;
  declare mediaUrl: CreationOptional<string | null>;
  declare replyToMessageId: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof Message {
    Message.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        conversationId: { type: DataTypes.UUID, allowNull: false },
        senderId: { type: DataTypes.UUID, allowNull: false },
        content: { type: DataTypes.TEXT, allowNull: false },
        messageType: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'text' },
        mediaUrl: { type: DataTypes.STRING(2048), allowNull: true },
        replyToMessageId: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'messages', underscored: true },
    );
    return Message;
  }
}
