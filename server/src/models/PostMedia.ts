import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { newId } from '../db/ids.js';

/** One stored file of a post: an image (display size + thumbnail) or a video. */
export class PostMedia extends Model<InferAttributes<PostMedia>, InferCreationAttributes<PostMedia>> {
  declare id: CreationOptional<string>;
  declare postId: string;
  declare position: number;
  declare type: 'image' | 'video';
  declare url: string;
  declare thumbnailUrl: string | null;
  declare width: number | null;
  declare height: number | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof PostMedia {
    PostMedia.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        postId: { type: DataTypes.UUID, allowNull: false },
        position: { type: DataTypes.INTEGER, allowNull: false },
        type: { type: DataTypes.STRING(8), allowNull: false },
        url: { type: DataTypes.STRING(512), allowNull: false },
        thumbnailUrl: { type: DataTypes.STRING(512), allowNull: true },
        width: { type: DataTypes.INTEGER, allowNull: true },
        height: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'post_media', underscored: true, updatedAt: false },
    );
    return PostMedia;
  }
}
