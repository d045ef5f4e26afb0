import {
  DataTypes,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** One interest an advertisement targets. */
export class AdvertisementInterest extends Model<
  InferAttributes<AdvertisementInterest>,
  InferCreationAttributes<AdvertisementInterest>
> {
  declare advertisementId: string;
  declare categoryId: string;

  static initModel(sequelize: Sequelize): typeof AdvertisementInterest {
    AdvertisementInterest.init(
      {
        advertisementId: { type: DataTypes.UUID, primaryKey: true },
        categoryId: { type: DataTypes.STRING(32), primaryKey: true },
      },
      { sequelize, tableName: 'advertisement_interests', underscored: true, timestamps: false },
    );
    return AdvertisementInterest;
  }
}
