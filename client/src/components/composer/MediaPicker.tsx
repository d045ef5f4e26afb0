import { useId, useRef } from 'react';
import { ImagePlus } from 'lucide-react';
import { MEDIA_ACCEPT } from './mediaFiles';
import { useOwnMediaLimits } from './useOwnMediaLimits';

interface MediaPickerProps {
  disabled: boolean;
  onFiles(files: File[]): void;
}

/** The toolbar button that opens the file chooser (images and videos, several at once). */
export function MediaPicker({ disabled, onFiles }: MediaPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { hint } = useOwnMediaLimits();
  return (
    <>
      <button
        type="button"
        className="composer-tool"
        aria-label="Add photos or video"
        aria-describedby={hintId}
        title={`Add photos or video (${hint})`}
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        <ImagePlus size={20} aria-hidden="true" />
      </button>
      <span id={hintId} hidden>
        {hint}
      </span>
      <input
        ref={inputRef}
        type="file"
        accept={MEDIA_ACCEPT}
        multiple
        hidden
        data-testid="composer-media-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so the same file can be chosen again after removing it.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
