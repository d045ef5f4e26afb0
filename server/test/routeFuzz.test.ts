import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { ERROR_MESSAGES } from '@flock/shared';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.js';
import { bearer, logIn, registerAndVerify } from './accounts.js';
import {
  bodyOfOnly,
  bodyWith,
  contractFields,
  PARAM_VALUES,
  QUERY_VALUES,
  rawBodies,
  WRONG_VALUES,
} from './fuzz/fuzzInputs.js';
import { fillPath, routeTable, type RouteEntry } from './fuzz/routeTable.js';
import { createPost, type Member } from './posts.js';
import { createTestApp, type TestApp } from './testApp.js';

/**
 * Every route the app serves, read from its router table, gets malformed and hostile input: bad
 * path parameters, paging values and search text, wrong types and sizes for every field the contract
 * knows, bodies of the wrong kind. No answer may be a 5xx, every /api answer must be the JSON
 * envelope, and nothing may be logged as an unhandled error. The input lists are spread over the
 * routes rather than multiplied, so the test stays quick while every list reaches every route.
 */

const errorLines: string[] = [];
let app: TestApp;
let server: http.Server;
let baseUrl: string;
let member: Member;
let token: string;
let routes: RouteEntry[];
const fields = contractFields();
/** One-field probes per write route; with some 80 write routes each field is probed several times. */
const FIELDS_PER_ROUTE = 12;
const failures: string[] = [];
let sent = 0;

/** Real records to put in path parameters when another parameter is the one under test. */
const realValues: Record<string, string> = {};

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      errorLines.push(chunk.toString('utf8'));
      done();
    },
  });
  app = await createTestApp({}, { logger: pino({ level: 'error', base: undefined }, sink) });
  member = await registerAndVerify(app);
  token = member.token;
  const post = await createPost(app, token, { content: 'A post to aim at' });
  const comment = await app.request
    .post(`/api/posts/${post.id}/comments`)
    .set(bearer(token))
    .send({ content: 'A comment to aim at' });
  Object.assign(realValues, {
    id: post.id,
    commentId: comment.body.data.comment.id as string,
    idOrUsername: member.username,
    email: encodeURIComponent(member.email),
  });
  routes = routeTable(app.app);
  server = app.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.close();
});

const isApi = (path: string) => path.startsWith('/api') || path === '/health';
const mutating = (route: RouteEntry) => route.method !== 'GET' && route.method !== 'HEAD';
const realPath = (route: RouteEntry) => fillPath(route, (param) => realValues[param] ?? newId());

interface Probe {
  route: RouteEntry;
  label: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  contentType?: string;
  anonymous?: boolean;
}

/** What is wrong with an answer, or null when it keeps the contract. */
function problemWith(path: string, status: number, contentType: string | null, text: string): string | null {
  if (status >= 500) return `status ${status}: ${text.slice(0, 200)}`;
  if (!isApi(path)) return null;
  if (!contentType?.includes('application/json')) return `content-type ${contentType}`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return `not JSON: ${text.slice(0, 100)}`;
  }
  if (status < 400) return body.success === true ? null : 'a success without success: true';
  if (body.success !== false) return 'an error without success: false';
  if (typeof body.message !== 'string' || body.message === '') return 'an error without a message';
  if (typeof body.code !== 'string' || !(body.code in ERROR_MESSAGES))
    return `unknown code ${String(body.code)}`;
  if (body.errors !== undefined) {
    const valid =
      Array.isArray(body.errors) &&
      body.errors.every(
        (e: { path?: unknown; msg?: unknown }) => typeof e.path === 'string' && typeof e.msg === 'string',
      );
    if (!valid) return 'errors not a list of { path, msg }';
  }
  return null;
}

async function send(probe: Probe): Promise<void> {
  const headers: Record<string, string> = { ...probe.headers };
  if (!probe.anonymous) headers.Authorization = `Bearer ${token}`;
  if (probe.contentType) headers['Content-Type'] = probe.contentType;
  sent += 1;
  if (mutating(probe.route) && sent % 3 === 0 && !headers['Idempotency-Key']) {
    headers['Idempotency-Key'] = `fuzz-${newId()}`;
  }
  const response = await fetch(`${baseUrl}${probe.path}`, {
    method: probe.route.method,
    headers,
    body: mutating(probe.route) ? probe.body : undefined,
    redirect: 'manual',
  });
  const text = await response.text();
  const problem = problemWith(probe.path, response.status, response.headers.get('content-type'), text);
  if (problem) {
    failures.push(
      `${probe.route.method} ${probe.route.path} [${probe.label}] ${probe.path.slice(0, 120)}: ${problem}`,
    );
  }
}

/** Sends the probes a few at a time; signs in again first if an earlier probe ended the session. */
async function sendAll(probes: Probe[]): Promise<void> {
  const live = await app.request.get('/api/auth/profile').set(bearer(token));
  if (live.status !== 200) token = await logIn(app, member.email, member.password);
  const queue = [...probes];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let probe = queue.shift(); probe; probe = queue.shift()) await send(probe);
    }),
  );
}

const json = (route: RouteEntry, label: string, body: unknown): Probe => ({
  route,
  label,
  path: realPath(route),
  contentType: 'application/json',
  body: JSON.stringify(body),
});

describe('every route, fed malformed and hostile input', () => {
  it('walks the router table', () => {
    const listed = routes.map((r) => `${r.method} ${r.path}`);
    expect(listed).toEqual(
      expect.arrayContaining(['GET /health', 'POST /api/posts', 'GET /api/users/profile/:idOrUsername']),
    );
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers bad path parameters with the envelope, never a 5xx', { timeout: 120_000 }, async () => {
    for (const route of routes.filter((r) => r.params.length > 0)) {
      const probes = route.params.flatMap((param) =>
        PARAM_VALUES.map(([label, value]): Probe => ({
          route,
          label: `${param}: ${label}`,
          path: fillPath(route, (name) => (name === param ? value : (realValues[name] ?? newId()))),
          contentType: 'application/json',
          body: '{}',
        })),
      );
      await sendAll(probes);
    }
    expect(failures).toEqual([]);
  });

  it('answers bad paging, search and cursor values the same way', { timeout: 120_000 }, async () => {
    for (const [index, route] of routes.entries()) {
      // Reads get a third of the list and writes (which ignore the query) a few, rotating with the
      // route, so every value reaches several routes of each kind.
      const count = mutating(route) ? 3 : Math.ceil(QUERY_VALUES.length / 3);
      const queries = Array.from(
        { length: count },
        (_, k) => QUERY_VALUES[(index * count + k) % QUERY_VALUES.length]!,
      );
      await sendAll(
        queries.map((query) => ({
          route,
          label: `query ${query.slice(0, 40)}`,
          path: `${realPath(route)}?${query}`,
        })),
      );
    }
    expect(failures).toEqual([]);
  });

  it(
    'answers wrong types, sizes and characters in every field the same way',
    { timeout: 120_000 },
    async () => {
      const probedFields = new Set<string>();
      for (const [index, route] of routes.filter(mutating).entries()) {
        const probes: Probe[] = WRONG_VALUES.map(([label, value]) =>
          json(route, `every field ${label}`, bodyOfOnly(fields, value)),
        );
        // One field wrong at a time, in an otherwise valid body: a fixed number of fields per route,
        // rotating with the route, and a wrong value rotating with both, so the work grows with routes
        // plus fields (not their product) while each field meets several values on several routes.
        for (let k = 0; k < FIELDS_PER_ROUTE; k += 1) {
          const offset = index * FIELDS_PER_ROUTE + k;
          const field = fields[offset % fields.length]!;
          const [label, value] = WRONG_VALUES[(index + offset) % WRONG_VALUES.length]!;
          probes.push(json(route, `${field} ${label}`, bodyWith(fields, field, value)));
          probedFields.add(field);
        }
        await sendAll(probes);
      }
      expect(failures).toEqual([]);
      expect(probedFields.size).toBe(fields.length);
    },
  );

  it(
    'answers bodies of the wrong kind, and requests without a valid token',
    { timeout: 120_000 },
    async () => {
      for (const route of routes) {
        const probes: Probe[] = mutating(route)
          ? rawBodies().map((raw) => ({ route, path: realPath(route), ...raw }))
          : [];
        probes.push({ route, label: 'no token', path: realPath(route), anonymous: true });
        probes.push({
          route,
          label: 'forged token',
          path: realPath(route),
          anonymous: true,
          headers: { Authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOiJ4In0.' },
        });
        await sendAll(probes);
      }
      expect(failures).toEqual([]);
    },
  );

  it('logged no unhandled error', () => {
    expect(sent).toBeGreaterThan(1500);
    expect(errorLines.filter((line) => line.includes('"level":50'))).toEqual([]);
  });
});
