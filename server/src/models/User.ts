import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import type { ProfileVisibility, SubscriptionStatus, SubscriptionType, Theme } from '@flock/shared';
import { newId } from '../db/ids.js';

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<string>;
  declare email: string;
  declare username: string;
  declare usernameLower: string;
  declare passwordHash: string;
  declare firstName: string;
  declare lastName: string;
  declare bio: CreationOptional<string>;
  declare profilePicture: CreationOptional<string | null>;
  declare theme: CreationOptional<Theme>;
  declare isActive: CreationOptional<boolean>;
  declare emailVerifiedAt: CreationOptional<Date | null>;
  declare verificationCodeHash: CreationOptional<string | null>;
  declare verificationExpiresAt: CreationOptional<Date | null>;
  declare verificationAttempts: CreationOptional<number>;
  declare verificationSentAt: CreationOptional<Date | null>;
  declare interestsCompletedAt: CreationOptional<Date | null>;
  declare emailNotifications: CreationOptional<boolean>;
  declare pushNotifications: CreationOptional<boolean>;
  declare profileVisibility: CreationOptional<ProfileVisibility>;
  declare twoFactorEnabled: CreationOptional<boolean>;
  declare subscriptionType: CreationOptional<SubscriptionType>;
  declare subscriptionStatus: CreationOptional<SubscriptionStatus | null>;
  declare subscriptionStartDate: CreationOptional<Date | null>;
  declare subscriptionEndDate: CreationOptional<Date | null>;
  declare subscriptionCurrentPeriodStart: CreationOptional<Date | null>;
  declare subscriptionCurrentPeriodEnd: CreationOptional<Date | null>;
  declare subscriptionCanceledAt: CreationOptional<Date | null>;
  declare razorpayCustomerId: CreationOptional<string | null>;
  declare razorpaySubscriptionId: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  get isPremium(): NonAttribute<boolean> {
    return this.subscriptionType === 'premium';
  }

  static initModel(sequelize: Sequelize): typeof User {
    const date = () => ({ type: DataTypes.DATE(3), allowNull: true });
    User.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        email: { type: DataTypes.STRING(254), allowNull: false },
        username: { type: DataTypes.STRING(30), allowNull: false },
        usernameLower: { type: DataTypes.STRING(30), allowNull: false },
        passwordHash: { type: DataTypes.STRING(255), allowNull: false },
        firstName: { type: DataTypes.STRING(50), allowNull: false },
        lastName: { type: DataTypes.STRING(50), allowNull: false },
        bio: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
        profilePicture: { type: DataTypes.STRING(512), allowNull: true },
        theme: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'dark' },
        isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        emailVerifiedAt: date(),
        verificationCodeHash: { type: DataTypes.STRING(128), allowNull: true },
        verificationExpiresAt: date(),
        verificationAttempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        verificationSentAt: date(),
        interestsCompletedAt: date(),
        emailNotifications: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        pushNotifications: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        profileVisibility: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'public' },
        twoFactorEnabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        subscriptionType: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'basic' },
        subscriptionStatus: { type: DataTypes.STRING(16), allowNull: true },
        subscriptionStartDate: date(),
        subscriptionEndDate: date(),
        subscriptionCurrentPeriodStart: date(),
        subscriptionCurrentPeriodEnd: date(),
        subscriptionCanceledAt: date(),
        razorpayCustomerId: { type: DataTypes.STRING(64), allowNull: true },
        razorpaySubscriptionId: { type: DataTypes.STRING(64), allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'users', underscored: true },
    );
    return User;
  }
}
