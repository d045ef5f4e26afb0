import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { newId } from '../db/ids.js';

export type TimelineEventKind =
  'post' | 'repost' | 'unrepost' | 'follow' | 'unfollow' | 'rebuild' | 'tag_follow' | 'tag_unfollow';

/**
 * A change not yet written into the timelines it concerns: those of `actorId` and of their followers
 * (a post, a repost or its undoing) and, for a post, of members following its hashtags; or the
 * actor's own (a follow or unfollow of a member or a `hashtag`, a rebuild). Stored in
 * the transaction that made the change; its job deletes it once applied.
 */
export class TimelineEvent extends Model<
  InferAttributes<TimelineEvent>,
  InferCreationAttributes<TimelineEvent>
> {
  declare id: CreationOptional<string>;
  declare kind: TimelineEventKind;
  declare actorId: string;
  declare postId: CreationOptional<string | null>;
  declare targetId: CreationOptional<string | null>;
  declare hashtag: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof TimelineEvent {
    TimelineEvent.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        kind: { type: DataTypes.STRING(16), allowNull: false },
        actorId: { type: DataTypes.UUID, allowNull: false },
        postId: { type: DataTypes.UUID, allowNull: true },
        targetId: { type: DataTypes.UUID, allowNull: true },
        hashtag: { type: DataTypes.STRING(100), allowNull: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'timeline_events', underscored: true, updatedAt: false },
    );
    return TimelineEvent;
  }
}
