import type { Migration } from '../db/migrate.js';
import { accountsMigration } from './20261120-0001-accounts.js';

/** Every migration, oldest first. Never edit one that has shipped: add a new one. */
export const migrations: Migration[] = [accountsMigration];
