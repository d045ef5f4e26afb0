import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/**
 * A post in `memberId`'s home timeline, placed at its newest activity there: its own time, or the
 * time a followed member (`reposterId`) reposted it. Written by the timeline jobs, read by the feed.
 */
export class TimelineEntry extends Model<
  InferAttributes<TimelineEntry>,
  InferCreationAttributes<TimelineEntry>
> {
  declare memberId: string;
  declare postId: string;
  declare activityAt: Date;
  declare authorId: string;
  declare reposterId: CreationOptional<string | null>;
  /** The followed hashtag (lower-cased) that placed the post, when no follow or repost did. */
  declare hashtag: CreationOptional<string | null>;

  static initModel(sequelize: Sequelize): typeof TimelineEntry {
    TimelineEntry.init(
      {
        memberId: { type: DataTypes.UUID, primaryKey: true },
        postId: { type: DataTypes.UUID, primaryKey: true },
        activityAt: { type: DataTypes.DATE(3), allowNull: false },
        authorId: { type: DataTypes.UUID, allowNull: false },
        reposterId: { type: DataTypes.UUID, allowNull: true },
        hashtag: { type: DataTypes.STRING(100), allowNull: true },
      },
      { sequelize, tableName: 'timeline_entries', underscored: true, timestamps: false },
    );
    return TimelineEntry;
  }
}
