import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { newId } from '../db/ids.js';

/** A stored answer to a write, so a repeated request with the same key is answered without redoing it. */
export class IdempotencyKey extends Model<
  InferAttributes<IdempotencyKey>,
  InferCreationAttributes<IdempotencyKey>
> {
  declare id: CreationOptional<string>;
  declare scope: string;
  declare idemKey: string;
  declare requestHash: string;
  declare state: 'pending' | 'done';
  declare responseStatus: CreationOptional<number | null>;
  declare responseBody: CreationOptional<string | null>;
  /** The claim holding a `pending` key: `host:pid:boot:claim` (see sync/idempotencyStore.ts). */
  declare owner: CreationOptional<string | null>;
  /** A `pending` key whose lease has passed belongs to a request that is not running any more. */
  declare leaseUntil: CreationOptional<Date | null>;
  declare expiresAt: Date;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof IdempotencyKey {
    IdempotencyKey.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        scope: { type: DataTypes.STRING(64), allowNull: false },
        idemKey: { type: DataTypes.STRING(255), allowNull: false },
        requestHash: { type: DataTypes.STRING(64), allowNull: false },
        state: { type: DataTypes.STRING(16), allowNull: false },
        responseStatus: { type: DataTypes.INTEGER, allowNull: true },
        responseBody: { type: DataTypes.TEXT, allowNull: true },
        owner: { type: DataTypes.STRING(200), allowNull: true },
        leaseUntil: { type: DataTypes.DATE(3), allowNull: true },
        expiresAt: { type: DataTypes.DATE(3), allowNull: false },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'idempotency_keys', underscored: true, updatedAt: false },
    );
    return IdempotencyKey;
  }
}
