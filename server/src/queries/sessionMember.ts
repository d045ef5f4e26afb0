import type { Model, ModelStatic } from 'sequelize';
import type { Database } from '../db/database.js';
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

/** A session and its member as attribute values, what instances are built from (and kept). */
export interface SessionMemberValues {
  session: Row;
  user: Row;
}

const selects = new WeakMap<object, string>();

/** The one statement reading a session with its member (the column lists are made once). */
function sessionMemberSql(models: Pick<Models, 'Session' | 'User'>): string {
  let sql = selects.get(models.Session);
  if (!sql) {
    sql = `SELECT ${columnsOf(models.Session, 's', 's_')}, ${columnsOf(models.User, 'u', 'u_')}
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = :sessionId AND s.user_id = :userId`;
    selects.set(models.Session, sql);
  }
  return sql;
}

/** The session a token names and its member, read together in one query; null when either is gone. */
export async function readSessionMember(
  db: Pick<Database, 'models' | 'select'>,
  sessionId: string,
  userId: string,
): Promise<SessionMemberValues | null> {
  const [row] = await db.select<Row>(sessionMemberSql(db.models), { sessionId, userId });
  if (!row) return null;
  return {
    session: attributesOf(db.models.Session, row, 's_'),
    user: attributesOf(db.models.User, row, 'u_'),
  };
}

/** Fresh model instances (routes and commands update them) from read or kept values. */
export function buildSessionMember(
  models: Pick<Models, 'Session' | 'User'>,
  values: SessionMemberValues,
): { session: Session; user: User } {
  return {
    session: models.Session.build({ ...values.session } as never, { isNewRecord: false, raw: true }),
    user: models.User.build({ ...values.user } as never, { isNewRecord: false, raw: true }),
  };
}

/** readSessionMember as model instances. */
export async function loadSessionMember(
  db: Pick<Database, 'models' | 'select'>,
  sessionId: string,
  userId: string,
): Promise<{ session: Session; user: User } | null> {
  const values = await readSessionMember(db, sessionId, userId);
  return values && buildSessionMember(db.models, values);
}
