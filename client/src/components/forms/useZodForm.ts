import { useCallback, useState, type ChangeEvent } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { fieldErrorMap, toFieldErrors } from '@flock/shared';

type FieldErrors = Record<string, string>;

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
  schema: ZodMiniType<Output>,
  initialValues: Values,
  options: ZodFormOptions<Values> = {},
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { linkedFields } = options;

  const setValue = useCallback(
    <K extends keyof Values & string>(name: K, value: Values[K]) => {
      const next = { ...values, [name]: value };
      setValues(next);
      const watched = [name, ...((linkedFields?.[name] ?? []) as string[])].filter(
        (field) => field in errors,
      );
      if (watched.length === 0) return;
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
  const validate = useCallback((): Output | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrorMap(toFieldErrors(result.error)));
    return null;
  }, [schema, values]);

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

  return { values, errors, setValue, validate, showErrors, textField };
}
