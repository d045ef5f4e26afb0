/**
 * Shape checks written as single passes over the text, for rules whose regular expression would
 * backtrack (nested or overlapping quantifiers take quadratic time or worse on crafted input).
 */

/**
 * Readable text: no C0 control character (but tab, line feed and carriage return when
 * `allowLineBreaks`), no DEL, and no half of a surrogate pair on its own (MySQL refuses those).
 */
export function isReadableText(text: string, allowLineBreaks = true): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20) {
      if (!(allowLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d))) return false;
    } else if (code === 0x7f) {
      return false;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const low = text.charCodeAt(i + 1);
      if (!(low >= 0xdc00 && low <= 0xdfff)) return false;
      i += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/**
 * At most `max` characters (code points, as the length rules count them); stops reading once over,
 * so a huge value costs no more than a short one.
 */
export function withinLength(text: string, max: number): boolean {
  if (text.length <= max) return true;
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) i += 1;
    }
    count += 1;
    if (count > max) return false;
  }
  return true;
}

const WHITESPACE = /\s/;

/**
 * `local@domain.tld` in its loosest form: no whitespace, exactly one `@` with something before it,
 * and a dot inside the part after it (something on either side of the dot).
 */
export function isEmailShape(text: string): boolean {
  if (WHITESPACE.test(text)) return false;
  const at = text.indexOf('@');
  if (at < 1 || text.includes('@', at + 1)) return false;
  return text.slice(at + 2, -1).includes('.');
}

/** At least one lowercase ASCII letter, one uppercase ASCII letter and one digit. */
export function hasPasswordMix(text: string): boolean {
  let lower = false;
  let upper = false;
  let digit = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0x61 && code <= 0x7a) lower = true;
    else if (code >= 0x41 && code <= 0x5a) upper = true;
    else if (code >= 0x30 && code <= 0x39) digit = true;
  }
  return lower && upper && digit;
}

/** Exactly `length` ASCII digits. */
export function isDigits(text: string, length: number): boolean {
  if (text.length !== length) return false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x30 || code > 0x39) return false;
  }
  return true;
}
