import { schedulePost } from '../../data/scheduledPosts';
import { fromLocalInput, isNotBeforeNow, toLocalInput } from '../../pages/scheduled/scheduledView';
import { draftFromComposer } from './composerDraft';
import type { ComposerState } from './composerState';
import type { ComposerRequest } from './useComposer';

/** The composer's schedule mode: a date and time not before now; it wins over thread, thread over quote. */

export const SCHEDULE_SUCCESS = 'Post scheduled successfully!';
export const SCHEDULE_IN_PAST = 'Schedule time must be in the future';
export const SCHEDULE_MISSING = 'Choose a date and time';

/** Where the picker starts: an hour from now. */
export const defaultScheduleInput = (now = Date.now()) => toLocalInput(now + 60 * 60_000);

export type ScheduleCheck = { ok: true; time: Date } | { ok: false; error: string };

export function checkScheduleInput(value: string, now = Date.now()): ScheduleCheck {
  const time = fromLocalInput(value);
  if (!time) return { ok: false, error: SCHEDULE_MISSING };
  return isNotBeforeNow(time, now) ? { ok: true, time } : { ok: false, error: SCHEDULE_IN_PAST };
}

/** Keeps the post (or thread, or quote) on the device and queues it for its time. */
export async function scheduleFromComposer(
  request: ComposerRequest,
  state: ComposerState,
  time: Date,
): Promise<void> {
  await schedulePost(draftFromComposer(request, state), time);
}
