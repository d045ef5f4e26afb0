import type { Sequelize } from 'sequelize';
import { IdempotencyKey } from './IdempotencyKey.js';
import { InterestCategory } from './InterestCategory.js';
import { PasswordResetToken } from './PasswordResetToken.js';
import { Session } from './Session.js';
import { User } from './User.js';
import { UserInterest } from './UserInterest.js';

export function initModels(sequelize: Sequelize) {
  const models = {
    User: User.initModel(sequelize),
    Session: Session.initModel(sequelize),
    PasswordResetToken: PasswordResetToken.initModel(sequelize),
    InterestCategory: InterestCategory.initModel(sequelize),
    UserInterest: UserInterest.initModel(sequelize),
    IdempotencyKey: IdempotencyKey.initModel(sequelize),
  };
  User.hasMany(Session, { foreignKey: 'userId', onDelete: 'CASCADE' });
  Session.belongsTo(User, { foreignKey: 'userId' });
  User.hasMany(UserInterest, { foreignKey: 'userId', onDelete: 'CASCADE' });
  UserInterest.belongsTo(InterestCategory, { foreignKey: 'categoryId', as: 'category' });
  return models;
}

export type Models = ReturnType<typeof initModels>;
export { IdempotencyKey, InterestCategory, PasswordResetToken, Session, User, UserInterest };
