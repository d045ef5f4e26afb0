import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A member likes a comment. */
export class CommentLike extends Model<InferAttributes<CommentLike>, InferCreationAttributes<CommentLike>> {
  declare commentId: string;
  declare userId: string;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof CommentLike {
    CommentLike.init(
      {
        commentId: { type: DataTypes.UUID, primaryKey: true },
        userId: { type: DataTypes.UUID, primaryKey: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'comment_likes', underscored: true, updatedAt: false },
    );
    return CommentLike;
  }
}
