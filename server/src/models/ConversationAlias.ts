import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/**
 * The id a member's device gave a direct conversation it created offline, when the pair's
 * conversation existed already: writes the device queued under that id reach the existing one.
 */
export class ConversationAlias extends Model<
  InferAttributes<ConversationAlias>,
  InferCreationAttributes<ConversationAlias>
> {
  declare id: string;
  declare conversationId: string;
  declare userId: string;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof ConversationAlias {
    ConversationAlias.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true },
        conversationId: { type: DataTypes.UUID, allowNull: false },
        userId: { type: DataTypes.UUID, allowNull: false },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'conversation_aliases', underscored: true, updatedAt: false },
    );
    return ConversationAlias;
  }
}
