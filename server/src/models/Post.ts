import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { PostPrivacy } from '@flock/shared';
import { newId } from '../db/ids.js';

export class Post extends Model<InferAttributes<Post>, InferCreationAttributes<Post>> {
  declare id: CreationOptional<string>;
  declare authorId: string;
  declare content: string;
  declare privacy: PostPrivacy;
  declare tags: string[];
  declare location: CreationOptional<string | null>;
  declare latitude: CreationOptional<number | null>;
  declare longitude: CreationOptional<number | null>;
  declare feeling: CreationOptional<string | null>;
  /** The post's media for showing it (queries/mediaList.ts); null without media. */
  declare mediaList: CreationOptional<string | null>;
  /** The post carries a poll (its `polls` row), read with the poll's options (queries/pagePolls.ts). */
  declare hasPoll: CreationOptional<boolean>;
  declare quotedPostId: CreationOptional<string | null>;
  declare isQuote: CreationOptional<boolean>;
  declare threadId: CreationOptional<string | null>;
  declare threadPosition: CreationOptional<number | null>;
  declare likesCount: CreationOptional<number>;
  declare repostsCount: CreationOptional<number>;
  declare commentsCount: CreationOptional<number>;
  declare quotesCount: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof Post {
    const counter = () => ({ type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
    Post.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        authorId: { type: DataTypes.UUID, allowNull: false },
        content: { type: DataTypes.TEXT, allowNull: false },
        privacy: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'public' },
        tags: {
          type: DataTypes.TEXT,
          allowNull: false,
          get() {
            return parseTags(this.getDataValue('tags') as unknown);
          },
          set(value: string[]) {
            this.setDataValue('tags', JSON.stringify(value ?? []) as unknown as string[]);
          },
        },
        location: { type: DataTypes.STRING(100), allowNull: true },
        latitude: { type: DataTypes.DOUBLE, allowNull: true },
        longitude: { type: DataTypes.DOUBLE, allowNull: true },
        feeling: { type: DataTypes.STRING(50), allowNull: true },
        mediaList: { type: DataTypes.TEXT, allowNull: true },
        hasPoll: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        quotedPostId: { type: DataTypes.UUID, allowNull: true },
        isQuote: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        threadId: { type: DataTypes.UUID, allowNull: true },
        threadPosition: { type: DataTypes.INTEGER, allowNull: true },
        likesCount: counter(),
        repostsCount: counter(),
        commentsCount: counter(),
        quotesCount: counter(),
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'posts', underscored: true },
    );
    return Post;
  }
}

/** Tags are kept as JSON text so both engines store them the same way. */
export function parseTags(stored: unknown): string[] {
  if (Array.isArray(stored)) return stored.filter((t): t is string => typeof t === 'string');
  if (typeof stored !== 'string' || stored === '') return [];
  try {
    return parseTags(JSON.parse(stored) as unknown);
  } catch {
    return [];
  }
}
