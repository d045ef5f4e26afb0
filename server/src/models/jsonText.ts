import { DataTypes, type Model } from 'sequelize';

/**
 * A column holding JSON as text (the same on SQLite and MySQL), read back as a value; `fallback`
 * stands in for anything that does not parse.
 */
export function jsonText<T>(column: string, fallback: T, allowNull = false) {
  return {
    type: DataTypes.TEXT,
    allowNull,
    get(this: Model) {
      const stored = this.getDataValue(column) as unknown;
      if (stored === null || stored === undefined) return allowNull ? null : fallback;
      if (typeof stored !== 'string') return stored as T;
      try {
        return JSON.parse(stored) as T;
      } catch {
        return fallback;
      }
    },
    set(this: Model, value: T | null) {
      this.setDataValue(
        column,
        (value === null && allowNull ? null : JSON.stringify(value ?? fallback)) as never,
      );
    },
  };
}
