import zlib from 'node:zlib';
import * as shared from '@flock/shared';
import { newId } from '../../src/db/ids.js';

/**
 * What the route fuzz test sends: hostile values for path parameters, query strings and bodies. Every
 * list is small on purpose; the test spreads the lists over the routes instead of multiplying them.
 */

/** Path parameter values, as they appear on the wire (already percent-encoded, or deliberately not). */
export const PARAM_VALUES: ReadonlyArray<readonly [string, string]> = [
  ['bad percent-encoding', '%E0%A4%A'],
  ['lone percent', '%'],
  ['not hex', '%ZZ'],
  ['encoded lone surrogate', '%ED%A0%80'],
  ['NUL', '%00'],
  ['control characters', 'a%01b%1F'],
  ['DEL', '%7F'],
  ['not a UUID', 'not-a-uuid'],
  ['nil UUID', '00000000-0000-0000-0000-000000000000'],
  ['unknown UUID', newId()],
  ['SQL', encodeURIComponent("' OR '1'='1' --")],
  ['LIKE metacharacters', encodeURIComponent('%_\\')],
  ['oversize', 'a'.repeat(4000)],
  ['emoji', encodeURIComponent('😀ü')],
  ['negative', '-1'],
  ['huge number', '1e309'],
  ['dot segments', '..%2F..%2Fetc%2Fpasswd'],
];

/** Query strings (without `?`): paging values, search text, cursors and filters, malformed on purpose. */
export const QUERY_VALUES: readonly string[] = [
  ...['-1', '0', '1e309', '99999999999999999999', 'abc', '1.5', '', '%00', '%E0%A4%A', 'NaN'].flatMap(
    (value) => [`page=${value}`, `limit=${value}`],
  ),
  'page=1&page=2',
  'limit[]=5',
  'q[a]=1',
  ...[
    '%00',
    '%25',
    '_',
    '%25_%5C',
    encodeURIComponent("' OR 1=1 --"),
    'x'.repeat(3000),
    'a%0Ab',
    '%F0%9F%98%80',
  ].map((q) => `q=${q}`),
  'q=%E0%A4%A',
  'before=garbage',
  'before=2026-13-45T99:99:99Z',
  `before=${'9'.repeat(2000)}`,
  `before=2026-11-21T10:00:00.000Z,${encodeURIComponent("'; DROP TABLE posts; --")}`,
  'type=unknown',
  'filter=%00',
  'type=all&filter=following&q=ab&page=2&limit=50',
];

/** Wrong values for a JSON field: other types, sizes and characters than any field takes. */
export const WRONG_VALUES: ReadonlyArray<readonly [string, unknown]> = [
  ['number', 42],
  ['negative', -1],
  ['huge number', 1e308],
  ['fraction', 1.5],
  ['boolean', true],
  ['null', null],
  ['empty array', []],
  ['object', { a: 1 }],
  ['nested arrays', [[['x']]]],
  ['empty string', ''],
  ['oversize string', 'x'.repeat(20_000)],
  ['NUL', 'a\u0000b'],
  ['control characters', '\u0001\u001f\u007f'],
  ['lone surrogate', '\ud800'],
  ['SQL', "' OR '1'='1' --"],
  ['LIKE metacharacters', '%_\\%'],
  ['emoji', '😀'.repeat(300)],
  ['array of an oversize string', ['y'.repeat(10_000)]],
  ['many items', Array.from({ length: 1000 }, (_, i) => `item${i}`)],
];

/** A value each contract field accepts, so a body can be right but for the one field under test. */
const VALID: Record<string, unknown> = {
  content: 'Hello #fuzzing @nobody_here',
  email: 'fuzz.nobody@example.com',
  password: 'Wrong4321x',
  confirmPassword: 'Wrong4321x',
  firstName: 'Fuzz',
  lastName: 'Tester',
  username: 'fuzz_tester',
  otp: '123456',
  token: 'x'.repeat(43),
  theme: 'light',
  bio: 'A bio',
  privacy: 'public',
  tags: ['one'],
  location: 'Pune',
  latitude: 18.5,
  longitude: 73.8,
  feeling: 'happy',
  poll: { options: ['Tea', 'Coffee'], durationHours: 24 },
  posts: ['One', 'Two'],
  liked: true,
  retweeted: true,
  optionId: 'option',
  categoryIds: ['sports', 'technology', 'community', 'movies', 'business'],
  endpoint: 'https://push.example.test/fuzz',
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
  emailNotifications: false,
  pushNotifications: false,
  profileVisibility: 'public',
  twoFactorEnabled: false,
  terms: true,
  isQuoteTweet: true,
};

const validValue = (field: string): unknown =>
  field in VALID ? VALID[field] : /id$/i.test(field) ? newId() : /ids$/i.test(field) ? [newId()] : 'text';

interface SchemaNode {
  _zod: { def: Record<string, unknown> & { type: string } };
}
const isSchema = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && '_zod' in value;
const inner = (schema: SchemaNode): SchemaNode => {
  const def = schema._zod.def;
  if (def.innerType) return inner(def.innerType as SchemaNode);
  if (def.type === 'pipe') return inner(def.in as SchemaNode);
  return schema;
};

/** Every top-level field name the shared contract knows, plus the multipart spellings of posts. */
export function contractFields(): string[] {
  const names = new Set(['pollOptions', 'pollDuration', 'mediaCount']);
  for (const value of Object.values(shared as Record<string, unknown>)) {
    if (!isSchema(value)) continue;
    const def = inner(value)._zod.def;
    if (def.type === 'object') for (const name of Object.keys(def.shape as object)) names.add(name);
  }
  return [...names].sort();
}

/** A body with a valid value for each field, but `field` set to `value`. */
export function bodyWith(fields: readonly string[], field: string, value: unknown): Record<string, unknown> {
  return { ...Object.fromEntries(fields.map((name) => [name, validValue(name)])), [field]: value };
}

/** A body where every field holds `value`. */
export const bodyOfOnly = (fields: readonly string[], value: unknown) =>
  Object.fromEntries(fields.map((name) => [name, value]));

export interface RawBody {
  label: string;
  contentType?: string;
  headers?: Record<string, string>;
  body: string | Buffer;
}

const nested = (depth: number) => `{"content":${'['.repeat(depth)}${']'.repeat(depth)}}`;
const BOUNDARY = 'fuzzboundary';
const multipart = (parts: string) => `${parts}--${BOUNDARY}--\r\n`;
const textPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, file: string, type: string, bytes: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${file}"\r\nContent-Type: ${type}\r\n\r\n${bytes}\r\n`;

/** Bodies that are wrong as a whole: not JSON, too deep, another type, a lying encoding. */
export function rawBodies(): RawBody[] {
  const json = 'application/json';
  const form = `multipart/form-data; boundary=${BOUNDARY}`;
  return [
    { label: 'malformed JSON', contentType: json, body: '{"content": ' },
    { label: 'JSON 20,000 levels deep', contentType: json, body: nested(20_000) },
    { label: 'JSON one level too deep', contentType: json, body: nested(shared.JSON_MAX_DEPTH) },
    ...['42', '"text"', 'null', '[]', 'true', ''].map((body) => ({
      label: `JSON ${body || 'empty'}`,
      contentType: json,
      body,
    })),
    {
      label: 'prototype keys',
      contentType: json,
      body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},"content":"proto"}',
    },
    { label: 'unknown charset', contentType: `${json}; charset=klingon`, body: '{"content":"x"}' },
    { label: 'text/plain', contentType: 'text/plain', body: 'content=hello' },
    { label: 'XML', contentType: 'application/xml', body: '<content>hello</content>' },
    {
      label: 'form-urlencoded',
      contentType: 'application/x-www-form-urlencoded',
      body: 'content=a%00b&x[y]=1',
    },
    { label: 'multipart, wrong boundary', contentType: form, body: '--other\r\n\r\nnothing\r\n--other--' },
    {
      label: 'multipart with NUL and JSON text fields',
      contentType: form,
      body: multipart(
        textPart('content', 'a\u0000b') +
          textPart('pollOptions', '["a\\u0000b","c"]') +
          textPart('tags', '[[[[1]]]]'),
      ),
    },
    {
      label: 'multipart with a text file as media',
      contentType: form,
      body: multipart(textPart('content', 'x') + filePart('media', 'a.png', 'image/png', 'not an image')),
    },
    {
      label: 'multipart with an unknown file field',
      contentType: form,
      body: multipart(filePart('other', 'a.txt', 'text/plain', 'hello')),
    },
    {
      label: 'gzip that is not gzip',
      contentType: json,
      headers: { 'Content-Encoding': 'gzip' },
      body: '{"content":"x"}',
    },
    {
      label: 'gzip of malformed JSON',
      contentType: json,
      headers: { 'Content-Encoding': 'gzip' },
      body: zlib.gzipSync('{"content": '),
    },
    { label: 'unknown encoding', contentType: json, headers: { 'Content-Encoding': 'compress' }, body: '{}' },
    {
      label: 'bad Idempotency-Key',
      contentType: json,
      headers: { 'Idempotency-Key': 'bad key!' },
      body: '{}',
    },
  ];
}
