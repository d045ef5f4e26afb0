import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** `followerId` follows `followeeId`. Two rows in both directions make the members friends. */
export class Follow extends Model<InferAttributes<Follow>, InferCreationAttributes<Follow>> {
  declare followerId: string;
  declare followeeId: string;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof Follow {
    Follow.init(
      {
        followerId: { type: DataTypes.UUID, primaryKey: true },
        followeeId: { type: DataTypes.UUID, primaryKey: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'follows', underscored: true, updatedAt: false },
    );
    return Follow;
  }
}
