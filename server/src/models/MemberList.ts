import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { newId } from '../db/ids.js';

/** A member's list of people, with a feed of their posts. Public unless the owner makes it private. */
export class MemberList extends Model<InferAttributes<MemberList>, InferCreationAttributes<MemberList>> {
  declare id: CreationOptional<string>;
  declare ownerId: string;
  declare name: string;
  declare description: CreationOptional<string | null>;
  declare isPrivate: boolean;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof MemberList {
    MemberList.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: newId },
        ownerId: { type: DataTypes.UUID, allowNull: false },
        name: { type: DataTypes.STRING(100), allowNull: false },
        description: { type: DataTypes.STRING(500), allowNull: true },
        isPrivate: { type: DataTypes.BOOLEAN, allowNull: false },
        createdAt: DataTypes.DATE(3),
        updatedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'lists', underscored: true },
    );
    return MemberList;
  }
}
