import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { fieldErrorMap, toFieldErrors } from '@flock/shared';

type FieldErrors = Record<string, string>;

/** A schema, or a loader for one: a page can keep zod off its first load and fetch it on first use. */
export type SchemaSource<Output> = ZodMiniType<Output> | (() => Promise<ZodMiniType<Output>>);

interface ZodFormOptions<Values> {
  /** Fields whose error depends on another field, re-checked when that one changes (e.g. confirmPassword on password). */
  linkedFields?: Partial<Record<keyof Values, ReadonlyArray<keyof Values>>>;
}

function clientErrors(schema: ZodMiniType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrorMap(toFieldErrors(result.error));
}

/**
 * Form state checked by a shared schema: every field is checked on submit (first message per field), and a
 * field that shows an error is checked again as it changes. Server field errors can be merged in.
 */
export function useZodForm<Values extends Record<string, unknown>, Output>(
  source: SchemaSource<Output>,
  initialValues: Values,
  options: ZodFormOptions<Values> = {},
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [schema, setSchema] = useState(() => (typeof source === 'function' ? null : source));
  const loading = useRef<Promise<ZodMiniType<Output>> | null>(null);
  const { linkedFields } = options;

  const loadSchema = useCallback((): Promise<ZodMiniType<Output>> => {
    if (schema) return Promise.resolve(schema);
    if (typeof source !== 'function') return Promise.resolve(source);
    loading.current ??= source().then((loaded) => {
      setSchema(() => loaded);
      return loaded;
    });
    return loading.current;
  }, [schema, source]);

  const setValue = useCallback(
    <K extends keyof Values & string>(name: K, value: Values[K]) => {
      const next = { ...values, [name]: value };
      setValues(next);
      const watched = [name, ...((linkedFields?.[name] ?? []) as string[])].filter(
        (field) => field in errors,
      );
      // Errors only exist after a submit, so the schema is there by then.
      if (watched.length === 0 || !schema) return;
      const fresh = clientErrors(schema, next);
      setErrors((current) => {
        const updated = { ...current };
        for (const field of watched) {
          if (fresh[field]) updated[field] = fresh[field];
          else delete updated[field];
        }
        return updated;
      });
    },
    [values, errors, schema, linkedFields],
  );

  /** Checks the whole form; resolves with the parsed values, or null after showing the errors. */
  const validate = useCallback(async (): Promise<Output | null> => {
    const result = (await loadSchema()).safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrorMap(toFieldErrors(result.error)));
    return null;
  }, [loadSchema, values]);

  /** Starts fetching a lazily loaded schema early (e.g. when the form gets focus). */
  const preload = useCallback(() => void loadSchema().catch(() => undefined), [loadSchema]);

  /** Shows errors that came from elsewhere (the server) next to their fields. */
  const showErrors = useCallback(
    (extra: FieldErrors) => setErrors((current) => ({ ...current, ...extra })),
    [],
  );

  /** Props for a text input bound to one field. */
  const textField = <K extends keyof Values & string>(name: K) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value as Values[K]),
  });

  return { values, errors, setValue, validate, preload, showErrors, textField };
}
