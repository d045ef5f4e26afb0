import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../ui/Alert';
import { Dialog } from '../ui/Dialog';

export interface CollectionFields {
  name: string;
  description: string;
  isPrivate: boolean;
}

interface CollectionDialogProps {
  open: boolean;
  /** 'Create Folder' / 'Edit Folder', 'Create List' / 'Edit List'. */
  title: string;
  submitLabel: string;
  /** 'Make this folder private' / 'Make this list private'. */
  privateLabel: string;
  initial: CollectionFields;
  nameMax: number;
  descriptionMax: number;
  onSubmit(fields: CollectionFields): Promise<void>;
  onClose(): void;
}

/**
 * The create and edit dialog of folders and lists: Name, Description (optional) and the private
 * checkbox. A blank name saves nothing (spec 001 section 5), so the button waits for one.
 */
export function CollectionDialog(props: CollectionDialogProps) {
  return (
    <Dialog open={props.open} title={props.title} onClose={props.onClose}>
      {props.open && <CollectionForm {...props} />}
    </Dialog>
  );
}

function CollectionForm({
  submitLabel,
  privateLabel,
  initial,
  nameMax,
  descriptionMax,
  onSubmit,
  onClose,
}: CollectionDialogProps) {
  const [fields, setFields] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameId = useId();
  const descriptionId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (fields.name.trim() === '' || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(fields);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not save');
      setBusy(false);
    }
  };
  return (
    <form className="collection-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={nameId}>Name</label>
        <input
          id={nameId}
          value={fields.name}
          maxLength={nameMax}
          required
          autoFocus
          onChange={(event) => setFields({ ...fields, name: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={descriptionId}>Description (optional)</label>
        <textarea
          id={descriptionId}
          rows={3}
          value={fields.description}
          maxLength={descriptionMax}
          onChange={(event) => setFields({ ...fields, description: event.target.value })}
        />
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={fields.isPrivate}
          onChange={(event) => setFields({ ...fields, isPrivate: event.target.checked })}
        />
        {privateLabel}
      </label>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={fields.name.trim() === '' || busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
