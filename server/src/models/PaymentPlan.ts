import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** The Razorpay plan premium is sold on, created once per key and price (`planKey`) and remembered. */
export class PaymentPlan extends Model<InferAttributes<PaymentPlan>, InferCreationAttributes<PaymentPlan>> {
  declare planKey: string;
  declare planId: string;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof PaymentPlan {
    PaymentPlan.init(
      {
        planKey: { type: DataTypes.STRING(128), primaryKey: true },
        planId: { type: DataTypes.STRING(64), allowNull: false },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'payment_plans', underscored: true, updatedAt: false },
    );
    return PaymentPlan;
  }
}
