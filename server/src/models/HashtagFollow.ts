import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** `userId` follows the hashtag `tag` (lower-cased): its posts reach their home feed. */
export class HashtagFollow extends Model<
  InferAttributes<HashtagFollow>,
  InferCreationAttributes<HashtagFollow>
> {
  declare userId: string;
  declare tag: string;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof HashtagFollow {
    HashtagFollow.init(
      {
        userId: { type: DataTypes.UUID, primaryKey: true },
        tag: { type: DataTypes.STRING(100), primaryKey: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'hashtag_follows', underscored: true, updatedAt: false },
    );
    return HashtagFollow;
  }
}
