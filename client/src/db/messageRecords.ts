import type { ConversationDto, MessageDto } from '@flock/shared';

/** The rows of the member database's messaging tables (memberDb.ts). */

/** A conversation as the device keeps it. `origin: 'local'` marks one started here the server has not confirmed. */
export interface ConversationRecord extends ConversationDto {
  savedAt: number;
  origin?: 'local';
  /** Started here while the pair's direct conversation existed already: the server answered with this one. */
  supersededBy?: string;
}

/** A message as the device keeps it. `origin: 'local'` marks one written here the server has not confirmed. */
export interface MessageRecord extends MessageDto {
  savedAt: number;
  origin?: 'local';
}
