import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A Razorpay webhook event already applied; its id is Razorpay's, so a redelivery changes nothing. */
export class PaymentEvent extends Model<
  InferAttributes<PaymentEvent>,
  InferCreationAttributes<PaymentEvent>
> {
  declare eventId: string;
  declare event: string;
  declare subscriptionId: string | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): typeof PaymentEvent {
    PaymentEvent.init(
      {
        eventId: { type: DataTypes.STRING(64), primaryKey: true },
        event: { type: DataTypes.STRING(64), allowNull: false },
        subscriptionId: { type: DataTypes.STRING(64), allowNull: true },
        createdAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'payment_events', underscored: true, updatedAt: false },
    );
    return PaymentEvent;
  }
}
