import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { AdBudgetType, AdMediaType, AdStatus } from '@flock/shared';
import { newId } from '../db/ids.js';

/** A member's advertising campaign; budget and spend in integer paise. */
export class Advertisement extends Model<
  InferAttributes<Advertisement>,
  InferCreationAttributes<Advertisement>
> {
  declare id: CreationOptional<string>;
  declare userId: string;
  declare title: string;
  declare content: string;
  declare mediaUrl: string | null;
  declare mediaType: AdMediaType | null;
  declare ctaText: string | null;
  declare ctaUrl: string | null;
  declare budgetType: AdBudgetType;
  declare budgetPaise: number;
  declare spentPaise: CreationOptional<number>;
  declare totalImpressions: CreationOptional<number>;
  declare totalClicks: CreationOptional<number>;
  declare status: AdStatus;
  declare rejectionReason: string | null;
  /** Whether it is shown only to members with one of its interests. */
  declare targeted: boolean;
  declare startDate: Date;
  declare endDate: Date | null;
  declare razorpayOrderId: string | null;
  declare razorpayPaymentId: string | null;
  declare paidAt: Date | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof Advertisement {
    Advertisement.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        userId: { type: DataTypes.UUID, allowNull: false },
        title: { type: DataTypes.STRING(400), allowNull: false },
        content: { type: DataTypes.TEXT, allowNull: false },
        mediaUrl: { type: DataTypes.STRING(2048), allowNull: true },
        mediaType: { type: DataTypes.STRING(8), allowNull: true },
        ctaText: { type: DataTypes.STRING(120), allowNull: true },
        ctaUrl: { type: DataTypes.STRING(2048), allowNull: true },
        budgetType: { type: DataTypes.STRING(3), allowNull: false },
        budgetPaise: { type: DataTypes.INTEGER, allowNull: false },
        spentPaise: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        totalImpressions: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        totalClicks: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        status: { type: DataTypes.STRING(10), allowNull: false },
        rejectionReason: { type: DataTypes.STRING(200), allowNull: true },
        targeted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        startDate: { type: DataTypes.DATE(3), allowNull: false },
        endDate: { type: DataTypes.DATE(3), allowNull: true },
        razorpayOrderId: { type: DataTypes.STRING(64), allowNull: true },
        razorpayPaymentId: { type: DataTypes.STRING(64), allowNull: true },
        paidAt: { type: DataTypes.DATE(3), allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'advertisements', underscored: true },
    );
    return Advertisement;
  }
}
