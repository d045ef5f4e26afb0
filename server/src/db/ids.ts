import { v7 as uuidv7 } from 'uuid';

/** Ids are UUIDv7: time-ordered, so they index well and sort by creation. */
export const newId = (): string => uuidv7();

export { isUuid } from '@flock/shared';
