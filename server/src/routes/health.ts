import type { RequestHandler } from 'express';
import type { HealthDto } from '@flock/shared';
import type { Database } from '../db/database.js';

/** GET /health: the process is up and the database answers. */
export function healthRoute(db: Database): RequestHandler {
  return async (_req, res) => {
    let database: HealthDto['database'] = 'up';
    try {
      await db.sequelize.query('SELECT 1');
    } catch {
      database = 'down';
    }
    const data: HealthDto = {
      status: database === 'up' ? 'ok' : 'degraded',
      database,
      uptimeSeconds: Math.round(process.uptime()),
    };
    res.status(database === 'up' ? 200 : 503).json({ success: database === 'up', data });
  };
}
