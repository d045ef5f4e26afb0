import { fileTypeFromFile } from 'file-type';

export type SniffedMedia =
  | { kind: 'image'; mime: string }
  | { kind: 'video'; mime: (typeof VIDEO_TYPES)[number]['mime']; extension: string }
  | { kind: 'other' };

const IMAGE_MIMES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
]);

const VIDEO_TYPES = [
  { mime: 'video/mp4', extension: 'mp4' },
  { mime: 'video/webm', extension: 'webm' },
  { mime: 'video/quicktime', extension: 'mov' },
] as const;

/** What a file is, judged by its first bytes; the name and the declared type are never trusted. */
export async function sniffMedia(filePath: string): Promise<SniffedMedia> {
  const type = await fileTypeFromFile(filePath);
  if (!type) return { kind: 'other' };
  if (IMAGE_MIMES.has(type.mime)) return { kind: 'image', mime: type.mime };
  const video = VIDEO_TYPES.find((v) => v.mime === type.mime);
  return video ? { kind: 'video', mime: video.mime, extension: video.extension } : { kind: 'other' };
}
