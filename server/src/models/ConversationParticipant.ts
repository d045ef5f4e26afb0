import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A member in a conversation: how far they have read, whether they archived it for themselves. */
export class ConversationParticipant extends Model<
  InferAttributes<ConversationParticipant>,
  InferCreationAttributes<ConversationParticipant>
> {
  declare conversationId: string;
  declare userId: string;
  declare lastReadAt: CreationOptional<Date | null>;
  declare archived: CreationOptional<boolean>;
  /** The conversation's last activity (copied so a member's list reads in index order). */
  declare activityAt: Date;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof ConversationParticipant {
    ConversationParticipant.init(
      {
        conversationId: { type: DataTypes.UUID, primaryKey: true },
        userId: { type: DataTypes.UUID, primaryKey: true },
        lastReadAt: { type: DataTypes.DATE(3), allowNull: true },
        archived: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        activityAt: { type: DataTypes.DATE(3), allowNull: false },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'conversation_participants', underscored: true },
    );
    return ConversationParticipant;
  }
}
