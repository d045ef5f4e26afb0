import type { ReactNode } from 'react';
import { X } from 'lucide-react';

interface RemovableChipProps {
  children: ReactNode;
  /** The remove button's accessible name. */
  removeLabel: string;
  onRemove(): void;
  /** A list item by default; a span where the chip stands outside a list. */
  as?: 'li' | 'span';
}

/** Something added to a post, shown as a chip with a button that takes it off. */
export function RemovableChip({ children, removeLabel, onRemove, as: Tag = 'li' }: RemovableChipProps) {
  return (
    <Tag className="chip">
      {children}
      <button type="button" className="chip-remove" aria-label={removeLabel} onClick={onRemove}>
        <X size={14} aria-hidden="true" />
      </button>
    </Tag>
  );
}
