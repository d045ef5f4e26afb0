import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { newId } from '../db/ids.js';

/** A member's folder of bookmarks. Private unless the member opens it; deleting it keeps its bookmarks. */
export class BookmarkFolder extends Model<
  InferAttributes<BookmarkFolder>,
  InferCreationAttributes<BookmarkFolder>
> {
  declare id: CreationOptional<string>;
  declare userId: string;
  declare name: string;
  declare description: CreationOptional<string | null>;
  declare isPrivate: boolean;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof BookmarkFolder {
    BookmarkFolder.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        userId: { type: DataTypes.UUID, allowNull: false },
        name: { type: DataTypes.STRING(100), allowNull: false },
        description: { type: DataTypes.STRING(500), allowNull: true },
        isPrivate: { type: DataTypes.BOOLEAN, allowNull: false },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'bookmark_folders', underscored: true },
    );
    return BookmarkFolder;
  }
}
