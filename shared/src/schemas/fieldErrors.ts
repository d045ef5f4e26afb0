import type { FieldError } from '../envelope.js';

/** What a failed safeParse reports, for both the classic and the mini API. */
export interface IssueList {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** The first problem of each field, in field order: what a form shows next to its inputs. */
export function toFieldErrors(error: IssueList): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    if (seen.has(path)) continue;
    seen.add(path);
    result.push({ path, msg: issue.message });
  }
  return result;
}

/** Field errors keyed by path, for forms. */
export function fieldErrorMap(errors: readonly FieldError[]): Record<string, string> {
  return Object.fromEntries(errors.map((e) => [e.path, e.msg]));
}
