import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { newId } from '../db/ids.js';
import type { NotificationKind } from '../notifications/notificationKinds.js';

/**
 * Something another member did that concerns `userId`: `actorId` did `kind`, about a post and maybe
 * one of its comments. The wording and the spec's `type` follow from the kind.
 */
export class Notification extends Model<
  InferAttributes<Notification>,
  InferCreationAttributes<Notification>
> {
  declare id: CreationOptional<string>;
  declare userId: string;
  declare actorId: string;
  declare kind: NotificationKind;
  declare postId: CreationOptional<string | null>;
  declare commentId: CreationOptional<string | null>;
  declare isRead: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof Notification {
    Notification.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        userId: { type: DataTypes.UUID, allowNull: false },
        actorId: { type: DataTypes.UUID, allowNull: false },
        kind: { type: DataTypes.STRING(24), allowNull: false },
        postId: { type: DataTypes.UUID, allowNull: true },
        commentId: { type: DataTypes.UUID, allowNull: true },
        isRead: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'notifications', underscored: true },
    );
    return Notification;
  }
}
