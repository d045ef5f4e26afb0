import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { newId } from '../db/ids.js';

/** A member reposted a post: it shows in their followers' feeds with `retweetedBy`. */
export class Repost extends Model<InferAttributes<Repost>, InferCreationAttributes<Repost>> {
  declare id: CreationOptional<string>;
  declare postId: string;
  declare userId: string;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof Repost {
    Repost.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        postId: { type: DataTypes.UUID, allowNull: false },
        userId: { type: DataTypes.UUID, allowNull: false },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'reposts', underscored: true, updatedAt: false },
    );
    return Repost;
  }
}
