/**
 * `:name` replacements turned into positional `?` parameters, for statements sent straight to the
 * driver. Each statement text is read once (quoted strings and identifiers skipped, in one pass) and
 * kept; a call then only joins its pieces. A list value stands for as many parameters as it has
 * items (`IN (:ids)`), an empty one for NULL.
 */

interface Template {
  /** The text around the parameters: one piece more than there are names. */
  pieces: string[];
  names: string[];
  /** For each name, whether it is a row count: written right after LIMIT or OFFSET. */
  counts: boolean[];
  /**
   * The statement with `?` for each name, once made for replacements without a list (it is then the
   * same text every time): the one string object the driver's statement cache then looks up.
   */
  positional?: string;
  /** The same with the row counts written in (countsInText), one text per set of counts. */
  byCounts?: Map<string, string>;
}

export type ParameterValue = string | number | bigint | boolean | null | Buffer;

const TEMPLATES_KEPT = 500;
/** Texts kept per statement with its row counts written in (a page size and an offset each). */
const COUNT_TEXTS_KEPT = 50;
const COUNT_PLACE = /\b(LIMIT|OFFSET)\s+$/i;
const templates = new Map<string, Template>();

const NAME_START = /[A-Za-z_]/;
const NAME_PART = /[A-Za-z0-9_]/;

function parse(sql: string): Template {
  const pieces: string[] = [];
  const names: string[] = [];
  const counts: boolean[] = [];
  let pieceStart = 0;
  let i = 0;
  while (i < sql.length) {
    const char = sql[i]!;
    if (char === "'" || char === '"' || char === '`') {
      const close = sql.indexOf(char, i + 1);
      i = close === -1 ? sql.length : close + 1;
      continue;
    }
    if (char === ':' && NAME_START.test(sql[i + 1] ?? '') && sql[i - 1] !== ':') {
      let end = i + 2;
      while (end < sql.length && NAME_PART.test(sql[end]!)) end += 1;
      pieces.push(sql.slice(pieceStart, i));
      names.push(sql.slice(i + 1, end));
      counts.push(COUNT_PLACE.test(pieces[pieces.length - 1]!));
      pieceStart = end;
      i = end;
      continue;
    }
    i += 1;
  }
  pieces.push(sql.slice(pieceStart));
  return { pieces, names, counts };
}

function templateOf(sql: string): Template {
  let template = templates.get(sql);
  if (!template) {
    if (templates.size >= TEMPLATES_KEPT) templates.clear();
    template = parse(sql);
    templates.set(sql, template);
  }
  return template;
}

/** The value given for `name`; a name without one is an error. */
function valueOf(replacements: Record<string, unknown>, name: string): unknown {
  if (!Object.hasOwn(replacements, name)) throw new Error(`Named parameter ":${name}" has no value`);
  return replacements[name];
}

/** The statement with each `:name` (each item of a list) replaced by what `place` makes of its value. */
function fill(
  { pieces, names }: Template,
  replacements: Record<string, unknown>,
  place: (value: unknown, index: number) => string,
): string {
  let text = pieces[0]!;
  names.forEach((name, index) => {
    const value = valueOf(replacements, name);
    if (Array.isArray(value))
      text += value.length === 0 ? 'NULL' : value.map((item) => place(item, index)).join(', ');
    else text += place(value, index);
    text += pieces[index + 1]!;
  });
  return text;
}

export interface BindOptions {
  /**
   * Write the values after LIMIT and OFFSET into the text as whole numbers instead of binding them
   * (for SQLite: its planner reads a bound LIMIT's value, so a statement that binds one is prepared
   * again on every run: about half of a feed statement's time in SQLite). A value that is not a
   * whole number of rows is an error.
   */
  countsInText?: boolean;
}

/** A row count as it is written into a statement: only a whole number of rows is. */
function countLiteral(name: string, value: unknown): string {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new TypeError(`:${name} after LIMIT or OFFSET must be a whole number of rows`);
  return String(value);
}

/**
 * The statement with `?` in place of each `:name`, and the values in their order. `toValue` turns a
 * single replacement into what the driver takes (dates, booleans); a missing name is an error.
 */
export function bindNamedParameters(
  sql: string,
  replacements: Record<string, unknown>,
  toValue: (value: unknown) => ParameterValue,
  options: BindOptions = {},
): { sql: string; values: ParameterValue[] } {
  const values: ParameterValue[] = [];
  const template = templateOf(sql);
  const countsInText = options.countsInText === true && template.counts.includes(true);
  const place = (value: unknown, index: number) => {
    if (countsInText && template.counts[index]) return countLiteral(template.names[index]!, value);
    values.push(toValue(value));
    return '?';
  };
  if (template.names.some((name) => Array.isArray(replacements[name])))
    return { sql: fill(template, replacements, place), values };
  if (countsInText) return { sql: textWithCounts(template, replacements, place), values };
  if (template.positional === undefined) template.positional = fill(template, replacements, place);
  else template.names.forEach((name, index) => place(valueOf(replacements, name), index));
  return { sql: template.positional, values };
}

/** The statement with these row counts written in, the same text object for the same counts. */
function textWithCounts(
  template: Template,
  replacements: Record<string, unknown>,
  place: (value: unknown, index: number) => string,
): string {
  const key = template.names
    .map((name, index) => (template.counts[index] ? countLiteral(name, valueOf(replacements, name)) : ''))
    .join(',');
  template.byCounts ??= new Map();
  const kept = template.byCounts.get(key);
  if (kept === undefined) {
    if (template.byCounts.size >= COUNT_TEXTS_KEPT) template.byCounts.clear();
    const text = fill(template, replacements, place);
    template.byCounts.set(key, text);
    return text;
  }
  template.names.forEach((name, index) => place(valueOf(replacements, name), index));
  return kept;
}

/** The statement with each value written in as a literal (`literal` escapes it), for logs and plans. */
export function inlineNamedParameters(
  sql: string,
  replacements: Record<string, unknown>,
  literal: (value: unknown) => string,
): string {
  return fill(templateOf(sql), replacements, literal);
}
