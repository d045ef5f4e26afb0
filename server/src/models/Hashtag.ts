import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A hashtag ever written or followed: `tag` is its lower-cased key, `name` how it was first written. */
export class Hashtag extends Model<InferAttributes<Hashtag>, InferCreationAttributes<Hashtag>> {
  declare tag: string;
  declare name: string;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof Hashtag {
    Hashtag.init(
      {
        tag: { type: DataTypes.STRING(100), primaryKey: true },
        name: { type: DataTypes.STRING(100), allowNull: false },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'hashtags', underscored: true, updatedAt: false },
    );
    return Hashtag;
  }
}
