import type { AgendaBackend } from 'agenda';
import type { AgendaJob } from '../models/AgendaJob.js';
import { SequelizeJobRepository } from './SequelizeJobRepository.js';

/**
 * Agenda 6's backend on our own database. No notification channel of its own: workers poll every
 * AGENDA_PROCESS_EVERY_MS, and a process that both enqueues and works is told at once in memory.
 */
export class SequelizeAgendaBackend implements AgendaBackend {
  readonly name = 'Sequelize';
  readonly repository: SequelizeJobRepository;
  /** The database belongs to the app: `agenda.stop()` must not close it. */
  readonly ownsConnection = false;

  constructor(jobs: typeof AgendaJob) {
    this.repository = new SequelizeJobRepository(jobs);
  }

  connect(): Promise<void> {
    return this.repository.connect();
  }

  async disconnect(): Promise<void> {}
}
