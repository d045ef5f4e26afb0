import { DataTypes } from 'sequelize';

/** Column helpers shared by migrations and models so both always agree. */
export const idColumn = { type: DataTypes.UUID, primaryKey: true, allowNull: false } as const;

/** Millisecond precision, so MySQL orders rows made within one second correctly. */
export const timestamp = (allowNull = false) => ({ type: DataTypes.DATE(3), allowNull }) as const;

export const foreignId = (table: string, onDelete: 'CASCADE' | 'SET NULL' = 'CASCADE', allowNull = false) =>
  ({
    type: DataTypes.UUID,
    allowNull,
    references: { model: table, key: 'id' },
    onDelete,
    onUpdate: 'CASCADE',
  }) as const;

export const createdAndUpdated = {
  created_at: timestamp(),
  updated_at: timestamp(),
};

/** Up to 16 MB of text: MEDIUMTEXT on MySQL; SQLite's TEXT has no size classes. */
export const longText = (dialect: string, allowNull = true) =>
  ({ type: dialect === 'mysql' ? DataTypes.TEXT('medium') : DataTypes.TEXT, allowNull }) as const;
