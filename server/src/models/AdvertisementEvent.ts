import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export type AdEventKind = 'impression' | 'click';

/** One counted impression or click: unique per ad, viewer, kind and time bucket (minute or hour). */
export class AdvertisementEvent extends Model<
  InferAttributes<AdvertisementEvent>,
  InferCreationAttributes<AdvertisementEvent>
> {
  declare advertisementId: string;
  declare viewerId: string;
  declare kind: AdEventKind;
  declare bucket: number;
  /** The UTC day (YYYY-MM-DD), for the daily analytics. */
  declare day: string;
  declare costPaise: number;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof AdvertisementEvent {
    AdvertisementEvent.init(
      {
        advertisementId: { type: DataTypes.UUID, primaryKey: true },
        viewerId: { type: DataTypes.UUID, primaryKey: true },
        kind: { type: DataTypes.STRING(10), primaryKey: true },
        bucket: { type: DataTypes.INTEGER, primaryKey: true },
        day: { type: DataTypes.STRING(10), allowNull: false },
        costPaise: { type: DataTypes.INTEGER, allowNull: false },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'advertisement_events', underscored: true, updatedAt: false },
    );
    return AdvertisementEvent;
  }
}
