import { AVATAR_FILE_MESSAGES, AVATAR_MAX_BYTES } from '@flock/shared';

/** Spec 000 section 5: an image, smaller than 5 MB. Returns the message to show, or null. */
export function validateAvatarFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return AVATAR_FILE_MESSAGES.notAnImage;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_FILE_MESSAGES.tooLarge;
  return null;
}
