import { DataTypes, UniqueConstraintError, type Sequelize } from 'sequelize';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSequelize } from './createSequelize.js';

let sequelize: Sequelize;
const Note = () => sequelize.models.Note!;
beforeAll(async () => {
  sequelize = createSequelize('sqlite::memory:');
  sequelize.define('Note', { slug: { type: DataTypes.STRING(20), unique: true } }, { tableName: 'notes' });
  await sequelize.sync();
});
afterAll(() => sequelize.close());

const defaultPrepare = Error.prepareStackTrace;

/** Counts the stack frames formatted while `work` runs (each costs a source map lookup under tsx). */
async function framesFormattedDuring(work: () => Promise<unknown>): Promise<number> {
  let formatted = 0;
  Error.prepareStackTrace = (error, frames) => {
    formatted += frames.length;
    return `${String(error)}\n${frames.map((frame) => `    at ${String(frame)}`).join('\n')}`;
  };
  try {
    await work();
  } finally {
    Error.prepareStackTrace = defaultPrepare;
  }
  return formatted;
}

it('formats no stack for statements that succeed', async () => {
  const formatted = await framesFormattedDuring(async () => {
    await Note().create({ slug: 'first' });
    await Note().findAll({ where: { slug: 'first' } });
    await sequelize.query('SELECT 1');
  });
  expect(formatted).toBe(0);
  expect(Error.stackTraceLimit).toBeGreaterThan(0);
});

it("gives a failed statement's error the stack of the code that ran it", async () => {
  await Note().create({ slug: 'taken' });
  async function createTheSameSlugAgain() {
    await Note().create({ slug: 'taken' });
  }
  const error = await createTheSameSlugAgain().catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(UniqueConstraintError);
  expect((error as Error).stack).toContain('createTheSameSlugAgain');
});
