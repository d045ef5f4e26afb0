import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { newId } from '../db/ids.js';

/** A file a member uploaded on its own, for a draft, a scheduled post or a post to refer to by URL. */
export class MediaUpload extends Model<InferAttributes<MediaUpload>, InferCreationAttributes<MediaUpload>> {
  declare id: CreationOptional<string>;
  declare userId: string;
  declare type: 'image' | 'video';
  declare url: string;
  declare thumbnailUrl: string | null;
  declare width: number | null;
  declare height: number | null;
  declare createdAt: CreationOptional<Date>;
  /** When a draft, scheduled post or post first took it; null while nothing has. */
  declare attachedAt: Date | null;

  static initModel(sequelize: Sequelize): typeof MediaUpload {
    MediaUpload.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        userId: { type: DataTypes.UUID, allowNull: false },
        type: { type: DataTypes.STRING(8), allowNull: false },
        url: { type: DataTypes.STRING(512), allowNull: false },
        thumbnailUrl: { type: DataTypes.STRING(512), allowNull: true },
        width: { type: DataTypes.INTEGER, allowNull: true },
        height: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: DataTypes.DATE(3),
        attachedAt: { type: DataTypes.DATE(3), allowNull: true },
      },
      { sequelize, tableName: 'media_uploads', underscored: true, updatedAt: false },
    );
    return MediaUpload;
  }
}
