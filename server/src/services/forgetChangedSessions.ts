import type { Model, ModelStatic, Transaction } from 'sequelize';
import type { Models } from '../models/index.js';
import type { EndedSessions, SessionCache } from './sessionCache.js';

type Options = { transaction?: Transaction | null };

/**
 * Keeps the session cache true to the database in this process: a session or member saved or
 * destroyed is forgotten at once and again when its transaction commits (a check in between may
 * have read the old row); a change to many rows at once forgets everything.
 */
export function forgetChangedSessions(models: Pick<Models, 'Session' | 'User'>, cache: SessionCache): void {
  const forget = (who: EndedSessions | 'all', options: Options | undefined) => {
    cache.forget(who);
    options?.transaction?.afterCommit(() => cache.forget(who));
  };
  const watch = (model: ModelStatic<Model>, whose: (instance: Model) => EndedSessions) => {
    const one = (instance: Model, options: Options) => forget(whose(instance), options);
    model.addHook('afterSave', one);
    model.addHook('afterDestroy', one);
    model.addHook('afterBulkUpdate', (options: Options) => forget('all', options));
    model.addHook('afterBulkDestroy', (options: Options) => forget('all', options));
  };
  watch(models.Session as unknown as ModelStatic<Model>, (session) => ({
    sessionId: session.get('id') as string,
  }));
  watch(models.User as unknown as ModelStatic<Model>, (user) => ({ userId: user.get('id') as string }));
}
