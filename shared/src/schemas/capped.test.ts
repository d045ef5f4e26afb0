import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as shared from '../index.js';
import { capped, UNREADABLE_TEXT_MESSAGE } from './capped.js';
import { hasPasswordMix, isDigits, isEmailShape } from './textChecks.js';

/** Far above every cap; what an attacker sends to make a pattern work hard. */
const HUGE = 100_000;
/** The largest cap of any string field (the push endpoint). */
const LARGEST_CAP = shared.PUSH_ENDPOINT_MAX;

interface SchemaNode {
  _zod: { def: Record<string, unknown> & { type: string } };
}
const isSchema = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** The schema under optional, nullable, default and pipe wrappers (the input side of a pipe). */
function unwrap(schema: SchemaNode): SchemaNode {
  const def = schema._zod.def;
  if (['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly'].includes(def.type)) {
    return unwrap(def.innerType as SchemaNode);
  }
  if (def.type === 'pipe') return unwrap(def.in as SchemaNode);
  return schema;
}

/** An input where every string, at any depth, is `text` (arrays get one item). */
function filledWith(schema: SchemaNode, text: string): unknown {
  const inner = unwrap(schema);
  const def = inner._zod.def;
  if (def.type === 'object') {
    const shape = def.shape as Record<string, SchemaNode>;
    return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, filledWith(field, text)]));
  }
  if (def.type === 'array') return [filledWith(def.element as SchemaNode, text)];
  return text;
}

/** Every exported object schema of the shared contract, by name. */
const objectSchemas = Object.entries(shared as Record<string, unknown>).flatMap(([name, value]) =>
  isSchema(value) && unwrap(value)._zod.def.type === 'object' ? [[name, value] as const] : [],
);

let longestPatternInput = 0;
const realExec = RegExp.prototype.exec;
beforeEach(() => {
  longestPatternInput = 0;
  // test(), match(), replace() and split() all go through exec.
  RegExp.prototype.exec = function exec(this: RegExp, text: string) {
    longestPatternInput = Math.max(longestPatternInput, String(text).length);
    return realExec.call(this, text);
  };
});
afterEach(() => {
  RegExp.prototype.exec = realExec;
});

describe('every string field of the shared schemas', () => {
  it('finds the schemas to check', () => {
    expect(objectSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['RegisterSchema', 'LoginSchema', 'PostCreateSchema', 'PushSubscriptionSchema']),
    );
  });

  it.each(objectSchemas)('%s refuses oversize strings before any pattern sees them', (_name, schema) => {
    const shape = unwrap(schema)._zod.def.shape as Record<string, SchemaNode>;
    for (const [field, fieldSchema] of Object.entries(shape)) {
      const input = { [field]: filledWith(fieldSchema, 'aA1@a.'.repeat(HUGE / 6)) };
      const result = (schema as unknown as z.ZodMiniType).safeParse(input);
      expect(result.success, `${field} took ${HUGE} characters`).toBe(false);
      const paths = result.error!.issues.map((issue) => issue.path[0]);
      expect(paths, `${field} had no error of its own`).toContain(field);
    }
    expect(longestPatternInput).toBeLessThanOrEqual(LARGEST_CAP);
  });
});

describe('capped', () => {
  it('stops at the cap: later checks never run on a longer value', () => {
    const seen: number[] = [];
    const schema = capped(10, { required: 'needed', tooLong: 'too long' }).check(
      z.refine((text: string) => {
        seen.push(text.length);
        return true;
      }, 'never'),
    );
    expect(schema.safeParse('x'.repeat(11)).error?.issues.map((i) => i.message)).toEqual(['too long']);
    expect(seen).toEqual([]);
    expect(schema.safeParse('  0123456789  ').data).toBe('0123456789');
    expect(seen).toEqual([10]);
  });

  it('refuses control characters but keeps line breaks', () => {
    const schema = capped(20, { required: 'needed', tooLong: 'too long' });
    expect(schema.safeParse('a\u0000b').error?.issues[0]?.message).toBe(UNREADABLE_TEXT_MESSAGE);
    expect(schema.safeParse('a\nb\tc').success).toBe(true);
  });
});

describe('linear shape checks', () => {
  it('isEmailShape agrees with the loose email pattern', () => {
    const loose = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const samples = [
      'a@b.co',
      'ada.lovelace@example.com',
      'a@b.',
      'a@.b',
      'a@b..c',
      '@b.co',
      'a@@b.co',
      'a@b@c.co',
      'a b@c.co',
      'a@b.c\n',
      'a@bc',
      'a@b.c',
      'a@.bc.d',
      '',
    ];
    for (const sample of samples) expect(isEmailShape(sample), sample).toBe(loose.test(sample));
  });

  it('hasPasswordMix needs a lowercase letter, an uppercase letter and a digit anywhere', () => {
    expect(hasPasswordMix('Secret12')).toBe(true);
    expect(hasPasswordMix('1aA')).toBe(true);
    expect(hasPasswordMix('secret12')).toBe(false);
    expect(hasPasswordMix('SECRET12')).toBe(false);
    expect(hasPasswordMix('Secretxx')).toBe(false);
  });

  it('isDigits checks the exact length', () => {
    expect(isDigits('012345', 6)).toBe(true);
    expect(isDigits('01234', 6)).toBe(false);
    expect(isDigits('01234a', 6)).toBe(false);
  });
});
