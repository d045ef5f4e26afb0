import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** One member's vote in one poll (the primary key allows one per member). */
export class PollVote extends Model<InferAttributes<PollVote>, InferCreationAttributes<PollVote>> {
  declare pollId: string;
  declare userId: string;
  declare optionId: string;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof PollVote {
    PollVote.init(
      {
        pollId: { type: DataTypes.UUID, primaryKey: true },
        userId: { type: DataTypes.UUID, primaryKey: true },
        optionId: { type: DataTypes.UUID, allowNull: false },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'poll_votes', underscored: true, updatedAt: false },
    );
    return PollVote;
  }
}
