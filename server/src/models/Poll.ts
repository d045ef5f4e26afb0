import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { newId } from '../db/ids.js';

export class Poll extends Model<InferAttributes<Poll>, InferCreationAttributes<Poll>> {
  declare id: CreationOptional<string>;
  declare postId: string;
  declare endsAt: Date;
  declare totalVotes: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof Poll {
    Poll.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        postId: { type: DataTypes.UUID, allowNull: false },
        endsAt: { type: DataTypes.DATE(3), allowNull: false },
        totalVotes: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'polls', underscored: true, updatedAt: false },
    );
    return Poll;
  }
}
