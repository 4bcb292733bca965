/**
 * KYC files on disk (issue 30): checked by their content (PNG, JPEG or PDF, never by a name or a stated type), at most
 * 10 MB. Pictures are turned upright and re-encoded as WebP without their metadata (EXIF: camera, place, time), kept
 * large enough to read a document; a PDF is kept with its metadata blanked (pdf-metadata.ts). Each is stored under a
 * random name in the data folder's kyc directory, which no route serves: an operator reads one through the audited
 * document call only.
 */
import { KYC_FILE_MAX_BYTES } from '@app/contract/kyc';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../../lib/app-error';
import { cleanPicture } from '../../lib/clean-picture';
import { withoutPdfMetadata } from './pdf-metadata';

/** the longer side a stored picture keeps: a document's small print stays readable */
const MAX_SIDE = 2400;
const FILE_NAME = /^[0-9a-f]{32}\.(webp|pdf)$/;

export const kycDir = (dataDir: string) => join(dataDir, 'kyc');

function bytesOf(dataUrl: string, field: string) {
  const base64 = dataUrl.replace(/^data:[a-z]+\/[a-z0-9+.-]+;base64,/i, '').replace(/\s+/g, '');
  if (!base64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new AppError('INVALID_DOCUMENT', { field });
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > KYC_FILE_MAX_BYTES) throw new AppError('DOCUMENT_TOO_LARGE', { field, maxBytes: KYC_FILE_MAX_BYTES });
  return bytes;
}

/** A PDF by its content: the header, an end-of-file marker near the end, and no script a viewer would run. */
function isPdf(bytes: Buffer) {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  if (!tail.includes('%%EOF')) return false;
  const text = bytes.toString('latin1');
  return !/\/(JavaScript|JS|Launch|EmbeddedFile)\b/.test(text);
}

/** Checks, cleans and stores one file; answers what the submission keeps of it. */
export async function storeKycFile(dataDir: string, dataUrl: string, field: string) {
  const bytes = bytesOf(dataUrl, field);
  let data: Buffer;
  let contentType: 'image/webp' | 'application/pdf';
  if (isPdf(bytes)) {
    data = withoutPdfMetadata(bytes);
    contentType = 'application/pdf';
  } else {
    const cleaned = await cleanPicture(bytes, MAX_SIDE);
    if (!cleaned) throw new AppError('INVALID_DOCUMENT', { field });
    data = cleaned;
    contentType = 'image/webp';
  }
  const name = `${randomBytes(16).toString('hex')}.${contentType === 'application/pdf' ? 'pdf' : 'webp'}`;
  mkdirSync(kycDir(dataDir), { recursive: true, mode: 0o700 });
  writeFileSync(join(kycDir(dataDir), name), data, { mode: 0o600 });
  return { contentType, bytes: data.length, name };
}

/** A stored file's bytes (only names this module wrote are read). */
export function readKycFile(dataDir: string, name: string) {
  if (!FILE_NAME.test(name)) return null;
  try {
    return readFileSync(join(kycDir(dataDir), name));
  } catch {
    return null;
  }
}

/** Removes a replaced file (a side sent again before the submission). */
export function removeKycFile(dataDir: string, name: string) {
  if (FILE_NAME.test(name)) rmSync(join(kycDir(dataDir), name), { force: true });
}
