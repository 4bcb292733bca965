import { MAX_PROOF_IMAGE_BYTES } from '@app/contract/wallet';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];
const ACCEPTED_NAME = /\.(png|jpe?g)$/i;
/** The file input's accept list for the images players upload (withdrawal proofs, activity applications). */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
/** The spec's limit for an uploaded image (a proof, an activity application's picture): 5 MB. */
export const MAX_IMAGE_BYTES = MAX_PROOF_IMAGE_BYTES;

/**
 * The spec's rule for uploaded images, checked before anything is sent: png or jpg only, at most 5 MB. Answers the
 * text key of the problem (err_invalid_image, err_image_too_large, the server's own codes), or null.
 */
export function checkImageFile(file: Pick<File, 'type' | 'name' | 'size'>): { key: string } | null {
  const typeOk = file.type ? ACCEPTED_TYPES.includes(file.type) : ACCEPTED_NAME.test(file.name);
  if (!typeOk) return { key: 'err_invalid_image' };
  if (file.size > MAX_IMAGE_BYTES) return { key: 'err_image_too_large' };
  if (file.size === 0) return { key: 'err_invalid_image' };
  return null;
}

/** A file's first bytes say what it is: png (89 50 4E 47) or jpg (FF D8 FF); the name and type can lie. */
export async function sniffImage(file: Blob): Promise<'png' | 'jpg' | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  return null;
}

/** The image as a data: URL, the shape the receipt and application calls take. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
