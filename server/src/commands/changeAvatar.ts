import { AVATAR_SIZE_PX, AVATAR_SMALL_SIZE_PX, smallAvatarPath } from '@flock/shared';
import sharp from 'sharp';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { User } from '../models/User.js';
import { removeAvatarFile } from './removeAvatarFile.js';

const AVATAR_INPUT_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Refuse to decode anything larger (a small file can claim enormous dimensions). */
const AVATAR_MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes whatever was uploaded (its name and declared type are not trusted), applies the EXIF
 * orientation, crops to a square and writes WebP; sharp drops EXIF, GPS and other metadata on output.
 */
export async function renderAvatar(bytes: Buffer): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !AVATAR_INPUT_FORMATS.has(format)) throw new AppError('invalid_image');
    return await image
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalid_image');
  }
}

export async function changeAvatar(ctx: AppContext, user: User, upload: Buffer): Promise<User> {
  const avatar = await renderAvatar(upload);
  const url = await ctx.media.put('avatars', avatar, 'webp');
  // The data saver's small picture, named after the full one so any client can find it.
  const small = smallAvatarPath(url);
  if (small) {
    await ctx.media.putAt(
      small,
      await sharp(avatar).resize(AVATAR_SMALL_SIZE_PX).webp({ quality: 80 }).toBuffer(),
    );
  }
  const previous = user.profilePicture;
  await user.update({ profilePicture: url });
  if (previous !== url) await removeAvatarFile(ctx, previous);
  return user;
}
