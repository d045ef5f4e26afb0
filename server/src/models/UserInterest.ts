import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class UserInterest extends Model<
  InferAttributes<UserInterest>,
  InferCreationAttributes<UserInterest>
> {
  declare userId: string;
  declare categoryId: string;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof UserInterest {
    UserInterest.init(
      {
        userId: { type: DataTypes.UUID, primaryKey: true },
        categoryId: { type: DataTypes.STRING(32), primaryKey: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'user_interests', underscored: true, updatedAt: false },
    );
    return UserInterest;
  }
}
