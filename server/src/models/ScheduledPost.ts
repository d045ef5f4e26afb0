import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { AttachedMediaDto, DraftPollDto, PostPrivacy, ScheduledPostStatus } from '@flock/shared';
import { newId } from '../db/ids.js';
import { jsonText } from './jsonText.js';

/** A member's post to publish at `scheduledFor`; once published, `postId` names the post. */
export class ScheduledPost extends Model<
  InferAttributes<ScheduledPost>,
  InferCreationAttributes<ScheduledPost>
> {
  declare id: CreationOptional<string>;
  declare userId: string;
  declare content: string;
  declare media: AttachedMediaDto[];
  declare privacy: PostPrivacy;
  declare location: string | null;
  declare feeling: string | null;
  declare tags: string[];
  declare pollData: DraftPollDto | null;
  declare threadPosts: string[];
  declare quotedPostId: string | null;
  declare scheduledFor: Date;
  declare status: ScheduledPostStatus;
  declare failReason: string | null;
  declare postId: string | null;
  declare publishedAt: Date | null;
  declare publishedLate: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof ScheduledPost {
    ScheduledPost.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        userId: { type: DataTypes.UUID, allowNull: false },
        content: { type: DataTypes.TEXT, allowNull: false },
        media: jsonText<AttachedMediaDto[]>('media', []),
        privacy: { type: DataTypes.STRING(8), allowNull: false },
        location: { type: DataTypes.STRING(100), allowNull: true },
        feeling: { type: DataTypes.STRING(50), allowNull: true },
        tags: jsonText<string[]>('tags', []),
        pollData: jsonText<DraftPollDto | null>('pollData', null, true),
        threadPosts: jsonText<string[]>('threadPosts', []),
        quotedPostId: { type: DataTypes.UUID, allowNull: true },
        scheduledFor: { type: DataTypes.DATE(3), allowNull: false },
        status: { type: DataTypes.STRING(10), allowNull: false },
        failReason: { type: DataTypes.STRING(300), allowNull: true },
        postId: { type: DataTypes.UUID, allowNull: true },
        publishedAt: { type: DataTypes.DATE(3), allowNull: true },
        publishedLate: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'scheduled_posts', underscored: true },
    );
    return ScheduledPost;
  }
}
