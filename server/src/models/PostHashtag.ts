import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A #hashtag written in a post, lowercased, for hashtag pages and suggestions. */
export class PostHashtag extends Model<InferAttributes<PostHashtag>, InferCreationAttributes<PostHashtag>> {
  declare postId: string;
  declare tag: string;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof PostHashtag {
    PostHashtag.init(
      {
        postId: { type: DataTypes.UUID, primaryKey: true },
        tag: { type: DataTypes.STRING(100), primaryKey: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'post_hashtags', underscored: true, updatedAt: false },
    );
    return PostHashtag;
  }
}
