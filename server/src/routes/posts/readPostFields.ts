/**
 * The create-post fields as PostCreateSchema reads them, from either a JSON body or multipart text
 * fields (where tags and pollOptions arrive as JSON text and numbers as text).
 */
export function readPostFields(body: Record<string, unknown>, mediaCount: number): Record<string, unknown> {
  return {
    id: blankToUndefined(body.id),
    content: body.content ?? '',
    privacy: blankToUndefined(body.privacy),
    tags: readList(body.tags),
    location: blankToUndefined(body.location),
    latitude: readNumber(body.latitude),
    longitude: readNumber(body.longitude),
    feeling: blankToUndefined(body.feeling),
    poll: readPoll(body),
    mediaCount,
    mediaUrls: readList(body.mediaUrls),
  };
}

/** A quote post is a create whose body names the quoted post. */
export const isQuoteRequest = (body: Record<string, unknown>) =>
  body.quotedPostId !== undefined || body.isQuoteTweet === true || body.isQuoteTweet === 'true';

const blankToUndefined = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : value;

function readNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? undefined;
  if (value.trim() === '') return undefined;
  return Number(value);
}

/** A list given as a JSON array, as JSON text, or as plain comma-separated text. */
export function readList(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? undefined;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value.split(',');
  }
}

/** `poll: { options, durationHours }`, or the spec's `pollOptions` + `pollDuration` fields; no options, no poll. */
function readPoll(body: Record<string, unknown>): unknown {
  if (body.poll !== undefined && body.poll !== null) return body.poll;
  const options = readList(body.pollOptions);
  if (options === undefined) return undefined;
  const blank = Array.isArray(options) && options.every((o) => typeof o === 'string' && o.trim() === '');
  if (blank) return undefined;
  return { options, durationHours: readNumber(body.pollDuration) };
}
