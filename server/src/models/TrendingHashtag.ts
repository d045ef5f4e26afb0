import {
  DataTypes,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A hashtag among the most used in public posts of the last 24 hours, as last computed. */
export class TrendingHashtag extends Model<
  InferAttributes<TrendingHashtag>,
  InferCreationAttributes<TrendingHashtag>
> {
  declare tag: string;
  declare trendingRank: number;
  declare postCount: number;
  declare computedAt: Date;

  static initModel(sequelize: Sequelize): typeof TrendingHashtag {
    TrendingHashtag.init(
      {
        tag: { type: DataTypes.STRING(100), primaryKey: true },
        trendingRank: { type: DataTypes.INTEGER, allowNull: false },
        postCount: { type: DataTypes.INTEGER, allowNull: false },
        computedAt: { type: DataTypes.DATE(3), allowNull: false },
      },
      { sequelize, tableName: 'trending_hashtags', underscored: true, timestamps: false },
    );
    return TrendingHashtag;
  }
}
