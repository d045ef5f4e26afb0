import { describe, expect, it } from 'vitest';
import { applyAffine, cropTransform, rotatedSize } from './cropImage';
import { validateAvatarFile } from './validateAvatarFile';

const close = (point: { x: number; y: number }, x: number, y: number) => {
  expect(point.x).toBeCloseTo(x, 6);
  expect(point.y).toBeCloseTo(y, 6);
};

describe('rotatedSize', () => {
  it('swaps the sides at 90 degrees and grows at 45', () => {
    const quarter = rotatedSize(200, 100, 90);
    expect(quarter.width).toBeCloseTo(100);
    expect(quarter.height).toBeCloseTo(200);
    expect(rotatedSize(100, 100, 45).width).toBeCloseTo(100 * Math.SQRT2);
  });
});

describe('cropTransform', () => {
  it('without rotation moves the crop corner to the origin and scales to the output', () => {
    const matrix = cropTransform(
      { width: 600, height: 400 },
      { x: 10, y: 20, width: 100, height: 100 },
      0,
      50,
    );
    close(applyAffine(matrix, 10, 20), 0, 0);
    close(applyAffine(matrix, 110, 120), 50, 50);
    close(applyAffine(matrix, 60, 70), 25, 25);
  });

  it('turns the image clockwise inside the rotated bounding box', () => {
    // A 200x100 image turned 90 degrees fills a 100x200 box: its top-left corner ends top-right.
    const matrix = cropTransform(
      { width: 200, height: 100 },
      { x: 0, y: 0, width: 100, height: 200 },
      90,
      100,
    );
    close(applyAffine(matrix, 0, 0), 100, 0);
    close(applyAffine(matrix, 200, 0), 100, 200);
    close(applyAffine(matrix, 0, 100), 0, 0);
    close(applyAffine(matrix, 100, 50), 50, 100);
  });

  it('keeps the image centre on the box centre at any angle', () => {
    for (const rotation of [0, 30, 137, 270, 360]) {
      const box = rotatedSize(300, 200, rotation);
      const area = { x: 0, y: 0, width: box.width, height: box.width };
      const matrix = cropTransform({ width: 300, height: 200 }, area, rotation, box.width);
      close(applyAffine(matrix, 150, 100), box.width / 2, box.height / 2);
    }
  });
});

describe('validateAvatarFile', () => {
  it('accepts images up to 5 MB', () => {
    expect(validateAvatarFile({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
  });
  it('refuses other files and larger images with the spec’s messages', () => {
    expect(validateAvatarFile({ type: 'application/pdf', size: 10 })).toBe(
      'Please select a valid image file',
    );
    expect(validateAvatarFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'Image must be smaller than 5MB',
    );
  });
});
