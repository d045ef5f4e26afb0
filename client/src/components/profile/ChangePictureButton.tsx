import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Camera } from 'lucide-react';
import type { SelfUserDto } from '@flock/shared';
import { errorText } from '../../data/errorText';
import { uploadOwnPicture } from '../../data/profile';
import { validateAvatarFile } from './validateAvatarFile';

const AvatarCropDialog = lazy(() => import('./AvatarCropDialog'));

export const UPLOAD_FAILED = 'Failed to upload image';

interface ChangePictureButtonProps {
  onUploaded(user: SelfUserDto): void;
  onError(message: string | null): void;
}

/** The camera button on the own profile's avatar: choose a file, crop it, upload it. */
export function ChangePictureButton({ onUploaded, onError }: ChangePictureButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [source, setSource] = useState<string | null>(null);

  const choose = (chosen: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!chosen) return;
    const problem = validateAvatarFile(chosen);
    onError(problem);
    if (!problem) setSource(URL.createObjectURL(chosen));
  };

  // Focus goes back to the button once the crop dialog has gone (the page behind it was inert).
  const hadDialog = useRef(false);
  useEffect(() => {
    if (source) hadDialog.current = true;
    else if (hadDialog.current) {
      hadDialog.current = false;
      buttonRef.current?.focus();
    }
  }, [source]);

  const finish = () => {
    if (source) URL.revokeObjectURL(source);
    setSource(null);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="change-picture-button"
        aria-label="Change profile picture"
        onClick={() => inputRef.current?.click()}
      >
        <Camera size={18} aria-hidden="true" />
      </button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {source && (
        <Suspense fallback={null}>
          <AvatarCropDialog
            source={source}
            onCancel={finish}
            errorOf={(error) => errorText(error, UPLOAD_FAILED)}
            onSave={async (picture) => {
              const user = await uploadOwnPicture(picture);
              onUploaded(user);
              finish();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
