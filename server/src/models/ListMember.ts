import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** `userId` is in the list `listId` (its owner is, from the start). */
export class ListMember extends Model<InferAttributes<ListMember>, InferCreationAttributes<ListMember>> {
  declare listId: string;
  declare userId: string;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof ListMember {
    ListMember.init(
      {
        listId: { type: DataTypes.UUID, primaryKey: true },
        userId: { type: DataTypes.UUID, primaryKey: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'list_members', underscored: true, updatedAt: false },
    );
    return ListMember;
  }
}
