import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { newId } from '../db/ids.js';

export class PollOption extends Model<InferAttributes<PollOption>, InferCreationAttributes<PollOption>> {
  declare id: CreationOptional<string>;
  declare pollId: string;
  declare position: number;
  declare optionText: string;
  declare voteCount: CreationOptional<number>;

  static initModel(sequelize: Sequelize): typeof PollOption {
    PollOption.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        pollId: { type: DataTypes.UUID, allowNull: false },
        position: { type: DataTypes.INTEGER, allowNull: false },
        optionText: { type: DataTypes.STRING(400), allowNull: false },
        voteCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      },
      { sequelize, tableName: 'poll_options', underscored: true, timestamps: false },
    );
    return PollOption;
  }
}
