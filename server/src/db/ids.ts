import { v7 as uuidv7 } from 'uuid';

/** Ids are UUIDv7: time-ordered, so they index well and sort by creation. */
export const newId = (): string => uuidv7();

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID_SHAPE.test(value);
