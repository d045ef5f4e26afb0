import {
  DataTypes,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class InterestCategory extends Model<
  InferAttributes<InterestCategory>,
  InferCreationAttributes<InterestCategory>
> {
  declare id: string;
  declare name: string;
  declare icon: string;
  declare position: number;

  static initModel(sequelize: Sequelize): typeof InterestCategory {
    InterestCategory.init(
      {
        id: { type: DataTypes.STRING(32), primaryKey: true },
        name: { type: DataTypes.STRING(64), allowNull: false },
        icon: { type: DataTypes.STRING(32), allowNull: false },
        position: { type: DataTypes.INTEGER, allowNull: false },
      },
      { sequelize, tableName: 'interest_categories', underscored: true, timestamps: false },
    );
    return InterestCategory;
  }
}
