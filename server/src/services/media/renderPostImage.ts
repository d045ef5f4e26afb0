import sharp from 'sharp';

/** A decoded image of several gigapixels can be a few kilobytes of file; refuse those. */
const MAX_INPUT_PIXELS = 100_000_000;
export const DISPLAY_WIDTH_PX = 1600;
export const THUMBNAIL_SIZE_PX = 400;

export interface RenderedImage {
  display: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes an uploaded image, applies its EXIF orientation and writes two WebP files, at most
 * 1600 px wide and a 400 px thumbnail. sharp writes no EXIF, GPS or other metadata unless asked.
 * Throws when the bytes do not decode.
 */
export async function renderPostImage(filePath: string): Promise<RenderedImage> {
  const upright = sharp(filePath, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const [display, thumbnail] = await Promise.all([
    upright
      .clone()
      .resize({ width: DISPLAY_WIDTH_PX, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true }),
    upright
      .clone()
      .resize({
        width: THUMBNAIL_SIZE_PX,
        height: THUMBNAIL_SIZE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 75 })
      .toBuffer(),
  ]);
  return {
    display: display.data,
    thumbnail,
    width: display.info.width,
    height: display.info.height,
  };
}
