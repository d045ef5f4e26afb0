import crypto from 'node:crypto';
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { newId } from '../db/ids.js';

/** One device's Web Push subscription. A device has one row, owned by whoever subscribed it last. */
export class PushSubscription extends Model<
  InferAttributes<PushSubscription>,
  InferCreationAttributes<PushSubscription>
> {
  declare id: CreationOptional<string>;
  declare userId: string;
  declare endpoint: string;
  declare endpointHash: string;
  declare p256dh: string;
  declare auth: string;
  /** When the member last sent this device a test notification. */
  declare lastTestAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static hashEndpoint(endpoint: string): string {
    return crypto.createHash('sha256').update(endpoint).digest('hex');
  }

  static initModel(sequelize: Sequelize): typeof PushSubscription {
    PushSubscription.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        userId: { type: DataTypes.UUID, allowNull: false },
        endpoint: { type: DataTypes.TEXT, allowNull: false },
        endpointHash: { type: DataTypes.STRING(64), allowNull: false },
        p256dh: { type: DataTypes.STRING(255), allowNull: false },
        auth: { type: DataTypes.STRING(255), allowNull: false },
        lastTestAt: { type: DataTypes.DATE(3), allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'push_subscriptions', underscored: true },
    );
    return PushSubscription;
  }
}
