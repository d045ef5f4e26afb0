import Dexie, { type EntityTable } from 'dexie';

/**
 * `flock-session`: what the service worker needs to act for the member when no page is open
 * (workers cannot read localStorage): the token and whose database to use.
 */
export interface SessionRecord {
  key: 'current';
  token: string;
  userId: string;
}

export const SESSION_DB_NAME = 'flock-session';

export class SessionDb extends Dexie {
  session!: EntityTable<SessionRecord, 'key'>;

  constructor() {
    super(SESSION_DB_NAME);
    this.version(1).stores({ session: 'key' });
  }
}

export const sessionDb = new SessionDb();
