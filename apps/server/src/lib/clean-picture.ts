/** a decompression bomb stops here; a phone's photo of a document or a receipt is far below */
const MAX_INPUT_PIXELS = 60_000_000;
const ACCEPTED_PICTURES = new Set(['jpeg', 'png']);

/**
 * A person's photo of a document or a receipt, made safe to keep and show: read by its content (PNG or JPEG only,
 * never by a name or a stated type), turned upright, fitted within maxSide (never enlarged) and re-encoded as WebP
 * without its metadata (EXIF: camera, place, time). Null when the bytes are not such a picture.
 */
export async function cleanPicture(bytes: Buffer, maxSide: number): Promise<Buffer | null> {
  try {
    // sharp is loaded at the first picture, not at every start
    const { default: sharp } = await import('sharp');
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await source.metadata();
    if (!format || !ACCEPTED_PICTURES.has(format)) return null;
    return await source.rotate().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true }).webp({ quality: 88 }).toBuffer();
  } catch {
    // not a picture sharp can read, a truncated one, or one over the pixel limit
    return null;
  }
}
