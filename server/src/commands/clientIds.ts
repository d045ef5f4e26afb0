import { AppError } from '../errors.js';

/**
 * Records created offline carry the id the device gave them. When that id is already taken by the
 * same member's record of the same kind, the create is a replay: answer with the existing record.
 * Anyone else's record with that id is a conflict.
 */
export async function findReplayedRecord<T extends object>(
  id: string | undefined,
  find: (id: string) => Promise<T | null>,
  ownerOf: (record: T) => string,
  memberId: string,
): Promise<T | null> {
  if (!id) return null;
  const existing = await find(id);
  if (!existing) return null;
  if (ownerOf(existing) !== memberId) throw new AppError('id_conflict');
  return existing;
}
