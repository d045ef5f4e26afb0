import { useId, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_MESSAGE_MAX,
  SupportRequestSchema,
  type SupportCategory,
} from '@flock/shared';
import { useZodForm } from '../forms/useZodForm';
import { TextField } from '../ui/TextField';

export interface SupportFormValues extends Record<string, unknown> {
  subject: string;
  category: SupportCategory;
  message: string;
  /** Only on a visitor's form: a member's has no email field at all, so the schema skips it. */
  email?: string;
}

const EMPTY: SupportFormValues = { subject: '', category: 'other', message: '' };

interface SupportFormProps {
  /** Visitors give the address to answer to; members are answered at their account's. */
  askEmail: boolean;
  busy: boolean;
  onSubmit(values: SupportFormValues, showErrors: (errors: Record<string, string>) => void): Promise<void>;
}

/** Subject, topic and message (and an address for visitors), checked by the shared schema. */
export function SupportForm({ askEmail, busy, onSubmit }: SupportFormProps) {
  const form = useZodForm(SupportRequestSchema, askEmail ? { ...EMPTY, email: '' } : EMPTY);
  const ids = { category: useId(), message: useId(), count: useId(), error: useId() };
  const { values, errors, setValue } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate();
    if (!checked) return;
    await onSubmit(values, form.showErrors);
  };

  return (
    <form className="support-form" onSubmit={(event) => void submit(event)} noValidate>
      {askEmail && (
        <TextField
          label="Your email"
          type="email"
          autoComplete="email"
          required
          {...form.textField('email')}
        />
      )}
      <TextField label="Subject" maxLength={150} required {...form.textField('subject')} />
      <div className="field">
        <label htmlFor={ids.category}>Topic</label>
        <select
          id={ids.category}
          value={values.category}
          onChange={(event) => setValue('category', event.target.value as SupportCategory)}
        >
          {SUPPORT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {SUPPORT_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.message}>How can we help?</label>
        <textarea
          id={ids.message}
          rows={6}
          required
          value={values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={[ids.count, errors.message ? ids.error : null].filter(Boolean).join(' ')}
          onChange={(event) => setValue('message', event.target.value)}
        />
        <span id={ids.count} className="field-hint">
          {values.message.length}/{SUPPORT_MESSAGE_MAX}
        </span>
        {errors.message && (
          <span id={ids.error} className="field-error" role="alert">
            {errors.message}
          </span>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        <Send size={16} aria-hidden="true" />
        {busy ? 'Sending...' : 'Send request'}
      </button>
    </form>
  );
}
