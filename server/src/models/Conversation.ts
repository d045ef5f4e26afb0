import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { ConversationType } from '@flock/shared';
import { newId } from '../db/ids.js';

/**
 * A direct conversation (two members, one per pair through `directKey`) or a group (a creator and
 * two or more others, maybe named). Who is in it lives in ConversationParticipant.
 */
export class Conversation extends Model<
  InferAttributes<Conversation>,
  InferCreationAttributes<Conversation>
> {
  declare id: CreationOptional<string>;
  declare type: ConversationType;
  declare name: CreationOptional<string | null>;
  declare description: CreationOptional<string | null>;
  declare creatorId: CreationOptional<string | null>;
  declare directKey: CreationOptional<string | null>;
  declare lastActivityAt: Date;
  declare lastMessageAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof Conversation {
    Conversation.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        type: { type: DataTypes.STRING(8), allowNull: false },
        name: { type: DataTypes.STRING(80), allowNull: true },
        description: { type: DataTypes.STRING(500), allowNull: true },
        creatorId: { type: DataTypes.UUID, allowNull: true },
        directKey: { type: DataTypes.STRING(73), allowNull: true },
        lastActivityAt: { type: DataTypes.DATE(3), allowNull: false },
        lastMessageAt: { type: DataTypes.DATE(3), allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'conversations', underscored: true },
    );
    return Conversation;
  }
}

/** The key that makes a pair's direct conversation unique, whoever started it. */
export const directKeyOf = (a: string, b: string): string => [a, b].sort().join(':');
