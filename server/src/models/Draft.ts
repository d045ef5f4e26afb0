import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { AttachedMediaDto, DraftPollDto, PostPrivacy } from '@flock/shared';
import { newId } from '../db/ids.js';
import { jsonText } from './jsonText.js';

/** A member's draft (a tombstone once deleted or published). */
export class Draft extends Model<InferAttributes<Draft>, InferCreationAttributes<Draft>> {
  declare id: CreationOptional<string>;
  declare userId: string;
  declare revision: number;
  /** The client's id of the save that made this revision: the same save sent again is a replay. */
  declare lastSaveId: string | null;
  declare content: string;
  declare media: AttachedMediaDto[];
  declare privacy: PostPrivacy;
  declare location: string | null;
  declare feeling: string | null;
  declare tags: string[];
  declare isThread: boolean;
  declare threadPosts: string[];
  declare pollData: DraftPollDto | null;
  declare replyToPostId: string | null;
  declare replyToCommentId: string | null;
  declare quotedPostId: string | null;
  declare conflictOf: string | null;
  declare deletedAt: Date | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof Draft {
    Draft.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        userId: { type: DataTypes.UUID, allowNull: false },
        revision: { type: DataTypes.INTEGER, allowNull: false },
        lastSaveId: { type: DataTypes.UUID, allowNull: true },
        content: { type: DataTypes.TEXT, allowNull: false },
        media: jsonText<AttachedMediaDto[]>('media', []),
        privacy: { type: DataTypes.STRING(8), allowNull: false },
        location: { type: DataTypes.STRING(100), allowNull: true },
        feeling: { type: DataTypes.STRING(50), allowNull: true },
        tags: jsonText<string[]>('tags', []),
        isThread: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        threadPosts: jsonText<string[]>('threadPosts', []),
        pollData: jsonText<DraftPollDto | null>('pollData', null, true),
        replyToPostId: { type: DataTypes.UUID, allowNull: true },
        replyToCommentId: { type: DataTypes.UUID, allowNull: true },
        quotedPostId: { type: DataTypes.UUID, allowNull: true },
        conflictOf: { type: DataTypes.UUID, allowNull: true },
        deletedAt: { type: DataTypes.DATE(3), allowNull: true },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'drafts', underscored: true },
    );
    return Draft;
  }
}
