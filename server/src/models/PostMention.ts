import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A member @mentioned in a post. */
export class PostMention extends Model<InferAttributes<PostMention>, InferCreationAttributes<PostMention>> {
  declare postId: string;
  declare userId: string;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof PostMention {
    PostMention.init(
      {
        postId: { type: DataTypes.UUID, primaryKey: true },
        userId: { type: DataTypes.UUID, primaryKey: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'post_mentions', underscored: true, updatedAt: false },
    );
    return PostMention;
  }
}
