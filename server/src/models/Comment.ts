import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { newId } from '../db/ids.js';

/** A comment on a post, or a reply to one (`parentId`). */
export class Comment extends Model<InferAttributes<Comment>, InferCreationAttributes<Comment>> {
  declare id: CreationOptional<string>;
  declare postId: string;
  declare userId: string;
  declare parentId: CreationOptional<string | null>;
  declare content: string;
  declare likesCount: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof Comment {
    Comment.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        postId: { type: DataTypes.UUID, allowNull: false },
        userId: { type: DataTypes.UUID, allowNull: false },
        parentId: { type: DataTypes.UUID, allowNull: true },
        content: { type: DataTypes.TEXT, allowNull: false },
        likesCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'comments', underscored: true },
    );
    return Comment;
  }
}
