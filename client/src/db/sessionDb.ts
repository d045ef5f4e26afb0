import Dexie, { type EntityTable } from 'dexie';
import { SESSION_DATABASE, type SessionRecord } from '@flock/shared';

/**
 * `flock-session`: what the service worker needs to act for the member when no page is open
 * (workers cannot read localStorage): the token and whose database to use.
 */
export type { SessionRecord };

export const SESSION_DB_NAME = SESSION_DATABASE.name;

export class SessionDb extends Dexie {
  session!: EntityTable<SessionRecord, 'key'>;

  constructor() {
    super(SESSION_DB_NAME);
    this.version(1).stores({ session: 'key' });
  }
}

export const sessionDb = new SessionDb();
