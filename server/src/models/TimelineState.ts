import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/**
 * A member's built home timeline: it holds every post of their feed placed at or after the floor
 * (`floorAt`, then `floorPostId`); with no floor it holds all of them.
 */
export class TimelineState extends Model<
  InferAttributes<TimelineState>,
  InferCreationAttributes<TimelineState>
> {
  declare memberId: string;
  declare floorAt: CreationOptional<Date | null>;
  declare floorPostId: CreationOptional<string | null>;
  declare builtAt: Date;

  static initModel(sequelize: Sequelize): typeof TimelineState {
    TimelineState.init(
      {
        memberId: { type: DataTypes.UUID, primaryKey: true },
        floorAt: { type: DataTypes.DATE(3), allowNull: true },
        floorPostId: { type: DataTypes.UUID, allowNull: true },
        builtAt: { type: DataTypes.DATE(3), allowNull: false },
      },
      { sequelize, tableName: 'timeline_states', underscored: true, timestamps: false },
    );
    return TimelineState;
  }
}
