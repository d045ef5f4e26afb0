import { QueryTypes, type Model, type ModelStatic } from 'sequelize';
import type { Models } from '../models/index.js';
import type { Session } from '../models/Session.js';
import type { User } from '../models/User.js';

type Row = Record<string, unknown>;

/** `alias.column AS prefix_column` for every attribute of a model. */
function columnsOf(model: ModelStatic<Model>, alias: string, prefix: string): string {
  return Object.values(model.getAttributes())
    .map((attribute) => `${alias}.${attribute.field} AS ${prefix}${attribute.field}`)
    .join(', ');
}

/**
 * A model's attributes from a hand-written query's row, typed as the model declares them: engines
 * hand back booleans as 0/1 and SQLite times as text, which Sequelize converts only for its own
 * (slower) model queries.
 */
function attributesOf(model: ModelStatic<Model>, row: Row, prefix: string): Row {
  const values: Row = {};
  for (const [name, attribute] of Object.entries(model.getAttributes())) {
    const value = row[`${prefix}${attribute.field}`];
    const type = (attribute.type as { key?: string }).key;
    if (value === null || value === undefined) values[name] = null;
    else if (type === 'DATE') values[name] = value instanceof Date ? value : new Date(String(value));
    else if (type === 'BOOLEAN') values[name] = Boolean(Number(value));
    else if (type === 'INTEGER') values[name] = Number(value);
    else values[name] = value;
  }
  return values;
}

/**
 * The session a token names and its member, read together in one query, as model instances (routes
 * and commands update them). Null when either is gone.
 */
export async function loadSessionMember(
  models: Pick<Models, 'Session' | 'User'>,
  sessionId: string,
  userId: string,
): Promise<{ session: Session; user: User } | null> {
  const { Session, User } = models;
  const [row] = await User.sequelize!.query<Row>(
    `SELECT ${columnsOf(Session, 's', 's_')}, ${columnsOf(User, 'u', 'u_')}
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = :sessionId AND s.user_id = :userId`,
    { type: QueryTypes.SELECT, replacements: { sessionId, userId } },
  );
  if (!row) return null;
  return {
    session: Session.build(attributesOf(Session, row, 's_') as never, { isNewRecord: false, raw: true }),
    user: User.build(attributesOf(User, row, 'u_') as never, { isNewRecord: false, raw: true }),
  };
}
