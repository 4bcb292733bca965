import { PROMOTION_IMAGE_MAX_BYTES, PROMOTION_IMAGE_MAX_SIZE } from '@app/contract/operators-marketing';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputInfo } from 'sharp';
import { AppError } from '../../lib/app-error';

/** The formats an operator's picture may be, read from its bytes (never from its name or a stated type). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** a decompression bomb stops here: 40 megapixels is far above any photo a promotion needs */
const MAX_INPUT_PIXELS = 40_000_000;

export const uploadsDir = (dataDir: string) => join(dataDir, 'media', 'uploads');
/** the names this module writes: the content's hash, so the same picture uploaded twice is one file */
const UPLOAD_NAME = /^[0-9a-f]{32}\.webp$/;

/**
 * An operator's picture (a promotion's image): checked by its content, turned upright, resized to fit
 * PROMOTION_IMAGE_MAX_SIZE (never enlarged), stripped of its metadata (EXIF: camera, place, time) and stored as WebP
 * in the data folder under its content's hash. The answer's path is what the player site loads.
 */
export async function storeUploadedImage(dataDir: string, input: string) {
  const base64 = input.replace(/^data:image\/[a-z+.-]+;base64,/i, '').replace(/\s+/g, '');
  if (!base64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new AppError('INVALID_IMAGE', { field: 'image' });
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > PROMOTION_IMAGE_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE', { field: 'image', maxBytes: PROMOTION_IMAGE_MAX_BYTES });
  let output: { data: Buffer; info: OutputInfo };
  try {
    const { default: sharp } = await import('sharp');
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await source.metadata();
    if (!format || !ACCEPTED.has(format)) throw new AppError('INVALID_IMAGE', { field: 'image' });
    output = await source
      .rotate()
      .resize({ ...PROMOTION_IMAGE_MAX_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // not a picture sharp can read, a truncated one, or one over the pixel limit
    throw new AppError('INVALID_IMAGE', { field: 'image' });
  }
  const name = `${createHash('sha256').update(output.data).digest('hex').slice(0, 32)}.webp`;
  const dir = uploadsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), output.data);
  return { path: `/media/uploads/${name}`, width: output.info.width, height: output.info.height, bytes: output.data.length };
}

/** The bytes of an uploaded picture; only names this module wrote are read (no path from a request reaches the disk). */
export function readUploadedImage(dataDir: string, name: string) {
  if (!UPLOAD_NAME.test(name)) return null;
  try {
    return readFileSync(join(uploadsDir(dataDir), name));
  } catch {
    return null;
  }
}
