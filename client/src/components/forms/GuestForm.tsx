import type { FormEvent, ReactNode } from 'react';
import { useHydrated } from '../../hooks/useHydrated';

/**
 * The form of a guest page, which may arrive as HTML built ahead (PRERENDERED_PAGES). Until the app
 * has taken that HTML over, its fields are disabled: what was typed would not reach the app's state,
 * and the browser's own submit would put the fields, password included, in the address.
 */
export function GuestForm({
  onSubmit,
  children,
}: {
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset className="guest-form-fields" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
