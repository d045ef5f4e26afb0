import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { BIO_MAX, ProfileUpdateSchema, fieldErrorMap, toFieldErrors, type SelfUserDto } from '@flock/shared';
import { isApiError } from '../../api/ApiError';
import { errorText } from '../../data/errorText';
import { updateOwnProfile } from '../../data/profile';
import { Alert } from '../ui/Alert';
import { TextField } from '../ui/TextField';

export const UPDATE_FAILED = 'Failed to update profile';

interface EditProfileFormProps {
  user: SelfUserDto;
  onSaved(user: SelfUserDto): void;
  onCancel(): void;
}

/** First name, last name and bio, checked with the shared schema before PUT /api/auth/profile. */
export function EditProfileForm({ user, onSaved, onCancel }: EditProfileFormProps) {
  const [values, setValues] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const bioId = useId();
  const firstNameRef = useRef<HTMLInputElement>(null);

  // Focus starts in the first field. (`autoFocus` only sets the attribute, which a browser follows
  // when the page loads, not for a form shown later.)
  useEffect(() => firstNameRef.current?.focus(), []);

  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ProfileUpdateSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorMap(toFieldErrors(parsed.error)));
      return;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      onSaved(await updateOwnProfile(parsed.data));
    } catch (error) {
      setSaving(false);
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      setFailure(errorText(error, UPDATE_FAILED));
    }
  };

  const bioLength = values.bio.length;
  const bioTooLong = bioLength > BIO_MAX;
  return (
    <form className="edit-profile-form" onSubmit={submit} noValidate aria-label="Edit profile">
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="field-row">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          ref={firstNameRef}
          value={values.firstName}
          error={errors.firstName}
          onChange={(event) => set('firstName')(event.target.value)}
          disabled={saving}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          error={errors.lastName}
          onChange={(event) => set('lastName')(event.target.value)}
          disabled={saving}
        />
      </div>
      <div className="field">
        <label htmlFor={bioId}>Bio</label>
        <textarea
          id={bioId}
          name="bio"
          rows={4}
          value={values.bio}
          aria-invalid={errors.bio || bioTooLong ? true : undefined}
          aria-describedby={`${bioId}-count${errors.bio ? ` ${bioId}-error` : ''}`}
          onChange={(event) => set('bio')(event.target.value)}
          disabled={saving}
        />
        <span id={`${bioId}-count`} className={`field-hint bio-counter${bioTooLong ? ' is-over' : ''}`}>
          {bioLength}/{BIO_MAX}
        </span>
        {errors.bio && (
          <span id={`${bioId}-error`} className="field-error" role="alert">
            {errors.bio}
          </span>
        )}
      </div>
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
