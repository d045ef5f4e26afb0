import { AVATAR_CROP, AVATAR_SIZE_PX } from '@flock/shared';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A 2D affine transform [a, b, c, d, e, f], as canvas setTransform takes it. */
export type Affine = [number, number, number, number, number, number];

const multiply = ([a1, b1, c1, d1, e1, f1]: Affine, [a2, b2, c2, d2, e2, f2]: Affine): Affine => [
  a1 * a2 + c1 * b2,
  b1 * a2 + d1 * b2,
  a1 * c2 + c1 * d2,
  b1 * c2 + d1 * d2,
  a1 * e2 + c1 * f2 + e1,
  b1 * e2 + d1 * f2 + f1,
];

const translate = (x: number, y: number): Affine => [1, 0, 0, 1, x, y];
const scale = (s: number): Affine => [s, 0, 0, s, 0, 0];
const rotate = (radians: number): Affine => {
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return [cos, sin, -sin, cos, 0, 0];
};

export function applyAffine([a, b, c, d, e, f]: Affine, x: number, y: number): { x: number; y: number } {
  return { x: a * x + c * y + e, y: b * x + d * y + f };
}

/** The size of the box around an image turned by `rotation` degrees. */
export function rotatedSize(
  width: number,
  height: number,
  rotation: number,
): { width: number; height: number } {
  const radians = (rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return { width: width * cos + height * sin, height: width * sin + height * cos };
}

/**
 * Maps image pixels to output pixels. react-easy-crop reports the crop in the coordinates of the
 * rotated image's bounding box, so the image is turned about its centre inside that box, moved so
 * the crop's corner is the origin, and scaled to the output size. Drawing this way needs a canvas
 * of the output size only, however large the photo.
 */
export function cropTransform(
  image: { width: number; height: number },
  area: PixelArea,
  rotation: number,
  outputSize: number,
): Affine {
  const box = rotatedSize(image.width, image.height, rotation);
  const steps: Affine[] = [
    scale(outputSize / area.width),
    translate(-area.x, -area.y),
    translate(box.width / 2, box.height / 2),
    rotate((rotation * Math.PI) / 180),
    translate(-image.width / 2, -image.height / 2),
  ];
  return steps.reduce(multiply);
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/** The cropped, rotated square as a JPEG (quality 0.95), at most AVATAR_SIZE_PX on a side. */
export async function cropToJpeg(src: string, area: PixelArea, rotation: number): Promise<Blob> {
  const image = await loadImage(src);
  const size = Math.max(1, Math.round(Math.min(area.width, AVATAR_SIZE_PX)));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  // JPEG has no transparency: corners uncovered after a rotation become white, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.imageSmoothingQuality = 'high';
  context.setTransform(
    ...cropTransform({ width: image.naturalWidth, height: image.naturalHeight }, area, rotation, size),
  );
  context.drawImage(image, 0, 0);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      'image/jpeg',
      AVATAR_CROP.jpegQuality,
    );
  });
}
