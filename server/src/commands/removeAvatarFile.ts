import { smallAvatarPath } from '@flock/shared';
import type { AppContext } from '../context.js';

/**
 * Deletes an avatar file nobody uses any more. Files are named by their content, so two members who
 * uploaded the same picture share one file; it stays while anyone still points at it.
 */
export async function removeAvatarFile(ctx: AppContext, urlPath: string | null | undefined): Promise<void> {
  if (!urlPath) return;
  try {
    const stillUsed = await ctx.db.models.User.count({ where: { profilePicture: urlPath } });
    if (stillUsed > 0) return;
    await ctx.media.remove(urlPath);
    const small = smallAvatarPath(urlPath);
    if (small) await ctx.media.remove(small);
  } catch (err) {
    ctx.logger.warn({ err, urlPath }, 'could not remove an old avatar');
  }
}
