import { MAX_PROOF_IMAGE_BYTES } from '@app/contract/wallet';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../../../lib/app-error';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** A proof's content type by its stored name. */
export const proofContentType = (name: string) => (name.endsWith('.webp') ? 'image/webp' : name.endsWith('.png') ? 'image/png' : 'image/jpeg');

/**
 * Decodes a base64 / data: URL image a player sends (a withdrawal proof, an activity application's picture); png or
 * jpg by content (magic bytes), at most 5 MB. The errors name the request's field.
 */
export function decodeProofImage(input: string, field = 'proofImage'): { bytes: Buffer; type: 'png' | 'jpg' } {
  const base64 = input.replace(/^data:image\/[a-z]+;base64,/i, '').replace(/\s+/g, '');
  if (!base64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new AppError('INVALID_IMAGE', { field });
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_PROOF_IMAGE_BYTES) throw new AppError('IMAGE_TOO_LARGE', { field, maxBytes: MAX_PROOF_IMAGE_BYTES });
  if (bytes.length > PNG_MAGIC.length && bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return { bytes, type: 'png' };
  if (bytes.length > JPEG_MAGIC.length && bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return { bytes, type: 'jpg' };
  throw new AppError('INVALID_IMAGE', { field });
}

export const proofDir = (dataDir: string) => join(dataDir, 'proofs');

/**
 * Stores a proof under a random name in the data folder (never a user-chosen path); returns the name. webp: a picture
 * cleanPicture re-encoded without its metadata (a deposit's receipt, finance's payout proof).
 */
export function storeProofFile(dataDir: string, proof: { bytes: Buffer; type: 'png' | 'jpg' | 'webp' }) {
  const dir = proofDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${proof.type}`;
  writeFileSync(join(dir, name), proof.bytes, { mode: 0o600 });
  return name;
}

export const removeProofFile = (dataDir: string, name: string) => rmSync(join(proofDir(dataDir), name), { force: true });

/** The bytes of a stored proof; only names this module wrote are read. */
export function readProofFile(dataDir: string, name: string) {
  if (!/^[0-9a-f]{32}\.(png|jpg|webp)$/.test(name)) return null;
  try {
    return readFileSync(join(proofDir(dataDir), name));
  } catch {
    return null;
  }
}
