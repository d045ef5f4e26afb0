import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { newId } from '../db/ids.js';

/** One Agenda job as our job backend stores it; `data` is JSON text. See jobs/SequelizeJobRepository.ts. */
export class AgendaJob extends Model<InferAttributes<AgendaJob>, InferCreationAttributes<AgendaJob>> {
  declare id: CreationOptional<string>;
  declare name: string;
  declare data: string | null;
  declare priority: CreationOptional<number>;
  declare type: CreationOptional<'normal' | 'single'>;
  declare nextRunAt: Date | null;
  declare lockedAt: CreationOptional<Date | null>;
  declare lastRunAt: CreationOptional<Date | null>;
  declare lastFinishedAt: CreationOptional<Date | null>;
  declare failedAt: CreationOptional<Date | null>;
  declare failCount: CreationOptional<number | null>;
  declare failReason: CreationOptional<string | null>;
  declare repeatInterval: CreationOptional<string | null>;
  declare repeatTimezone: CreationOptional<string | null>;
  declare repeatAt: CreationOptional<string | null>;
  declare startDate: CreationOptional<Date | null>;
  declare endDate: CreationOptional<Date | null>;
  declare skipDays: CreationOptional<string | null>;
  declare disabled: CreationOptional<boolean>;
  declare fork: CreationOptional<boolean>;
  declare progress: CreationOptional<number | null>;
  declare uniqueKey: CreationOptional<string | null>;
  declare debounceStartedAt: CreationOptional<Date | null>;
  declare lastModifiedBy: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof AgendaJob {
    const date = () => ({ type: DataTypes.DATE(3), allowNull: true });
    AgendaJob.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        name: { type: DataTypes.STRING(191), allowNull: false },
        data: { type: DataTypes.TEXT, allowNull: true },
        priority: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        type: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'normal' },
        nextRunAt: date(),
        lockedAt: date(),
        lastRunAt: date(),
        lastFinishedAt: date(),
        failedAt: date(),
        failCount: { type: DataTypes.INTEGER, allowNull: true },
        failReason: { type: DataTypes.TEXT, allowNull: true },
        repeatInterval: { type: DataTypes.STRING(255), allowNull: true },
        repeatTimezone: { type: DataTypes.STRING(64), allowNull: true },
        repeatAt: { type: DataTypes.STRING(64), allowNull: true },
        startDate: date(),
        endDate: date(),
        skipDays: { type: DataTypes.STRING(32), allowNull: true },
        disabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        fork: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        progress: { type: DataTypes.DOUBLE, allowNull: true },
        uniqueKey: { type: DataTypes.STRING(64), allowNull: true },
        debounceStartedAt: date(),
        lastModifiedBy: { type: DataTypes.STRING(191), allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'agenda_jobs', underscored: true },
    );
    return AgendaJob;
  }
}
