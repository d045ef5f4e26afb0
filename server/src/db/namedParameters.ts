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
  /**
   * The statement with `?` for each name, once made for replacements without a list (it is then the
   * same text every time): the one string object the driver's statement cache then looks up.
   */
  positional?: string;
}

export type ParameterValue = string | number | bigint | boolean | null | Buffer;

const TEMPLATES_KEPT = 500;
const templates = new Map<string, Template>();

const NAME_START = /[A-Za-z_]/;
const NAME_PART = /[A-Za-z0-9_]/;

function parse(sql: string): Template {
  const pieces: string[] = [];
  const names: string[] = [];
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
      pieceStart = end;
      i = end;
      continue;
    }
    i += 1;
  }
  pieces.push(sql.slice(pieceStart));
  return { pieces, names };
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
  place: (value: unknown) => string,
): string {
  let text = pieces[0]!;
  names.forEach((name, index) => {
    const value = valueOf(replacements, name);
    if (Array.isArray(value)) text += value.length === 0 ? 'NULL' : value.map(place).join(', ');
    else text += place(value);
    text += pieces[index + 1]!;
  });
  return text;
}

/**
 * The statement with `?` in place of each `:name`, and the values in their order. `toValue` turns a
 * single replacement into what the driver takes (dates, booleans); a missing name is an error.
 */
export function bindNamedParameters(
  sql: string,
  replacements: Record<string, unknown>,
  toValue: (value: unknown) => ParameterValue,
): { sql: string; values: ParameterValue[] } {
  const values: ParameterValue[] = [];
  const place = (value: unknown) => {
    values.push(toValue(value));
    return '?';
  };
  const template = templateOf(sql);
  if (template.names.some((name) => Array.isArray(replacements[name])))
    return { sql: fill(template, replacements, place), values };
  if (template.positional === undefined) template.positional = fill(template, replacements, place);
  else for (const name of template.names) place(valueOf(replacements, name));
  return { sql: template.positional, values };
}

/** The statement with each value written in as a literal (`literal` escapes it), for logs and plans. */
export function inlineNamedParameters(
  sql: string,
  replacements: Record<string, unknown>,
  literal: (value: unknown) => string,
): string {
  return fill(templateOf(sql), replacements, literal);
}
