import type Sharp from 'sharp';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { PHOTO_LIMITS, PHOTO_MESSAGES as M } from '../../shared/photos.messages.fr';
import { sniffImage } from '../../shared/snow-season';

/** Longest side of a stored photo and of its thumbnail, in pixels. */
export const PHOTO_SIDES = { full: 2048, thumb: 320 } as const;
/** Decompression bombs: larger images are refused before being decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedPhoto {
  /** JPEG, at most 2048 px on its longest side, no metadata (EXIF, GPS, XMP, ICC stripped). */
  full: Buffer;
  /** JPEG, at most 320 px, for lists and boards. */
  thumb: Buffer;
  width: number;
  height: number;
  contentType: 'image/jpeg';
}

let sharpModule: typeof Sharp | undefined;
/** sharp and its libvips (about 15 MB of the process's memory) are loaded with the first photo, not at start-up (issue #31: RSS). */
function sharp(...args: Parameters<typeof Sharp>): ReturnType<typeof Sharp> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use
  sharpModule ??= require('sharp') as typeof Sharp;
  return sharpModule(...args);
}

const refuse = (message: string, field = 'photo') => new AppError(ErrorCode.BAD_USER_INPUT, message, { [field]: message });

/**
 * One uploaded photo made safe to store and show: the type is checked from its first bytes (never its
 * name or announced type), then sharp decodes it, turns it upright from its EXIF orientation, shrinks
 * it and writes a new JPEG without any metadata (the camera's GPS position stays behind). Anything
 * else is refused with a French message (BAD_USER_INPUT on field `photo`).
 */
export async function processPhoto(bytes: Buffer, field = 'photo'): Promise<ProcessedPhoto> {
  if (bytes.length > PHOTO_LIMITS.maxBytes) throw refuse(M.tooLarge, field);
  const type = sniffImage(bytes);
  if (!type) throw refuse(M.notImage, field);
  // The prebuilt libvips reads AVIF but not HEVC-coded HEIC: browsers that can convert do it first.
  if (type === 'image/heic') throw refuse(M.heic, field);
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await source.metadata();
    if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format)) throw refuse(M.notImage, field);
    const upright = source.rotate();
    const full = await upright
      .clone()
      .resize({ width: PHOTO_SIDES.full, height: PHOTO_SIDES.full, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await upright
      .clone()
      .resize({ width: PHOTO_SIDES.thumb, height: PHOTO_SIDES.thumb, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 75, mozjpeg: true })
      .toBuffer();
    return { full: full.data, thumb, width: full.info.width, height: full.info.height, contentType: 'image/jpeg' };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : '';
    throw refuse(/pixel limit/i.test(message) ? M.tooManyPixels : M.unreadable, field);
  }
}
