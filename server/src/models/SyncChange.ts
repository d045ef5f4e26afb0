import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** One change of a member's record in a scope of the change feed. */
export class SyncChange extends Model<InferAttributes<SyncChange>, InferCreationAttributes<SyncChange>> {
  declare seq: CreationOptional<number>;
  declare userId: string;
  declare scope: string;
  declare entityId: string;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof SyncChange {
    SyncChange.init(
      {
        seq: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
        userId: { type: DataTypes.UUID, allowNull: false },
        scope: { type: DataTypes.STRING(32), allowNull: false },
        entityId: { type: DataTypes.UUID, allowNull: false },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'sync_changes', underscored: true, updatedAt: false },
    );
    return SyncChange;
  }
}
