import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { newId } from '../db/ids.js';

/** A post a member saved, filed in one of their folders or in none (All Bookmarks lists them all). */
export class Bookmark extends Model<InferAttributes<Bookmark>, InferCreationAttributes<Bookmark>> {
  declare id: CreationOptional<string>;
  declare postId: string;
  declare userId: string;
  declare folderId: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof Bookmark {
    Bookmark.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        postId: { type: DataTypes.UUID, allowNull: false },
        userId: { type: DataTypes.UUID, allowNull: false },
        folderId: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'bookmarks', underscored: true, updatedAt: false },
    );
    return Bookmark;
  }
}
