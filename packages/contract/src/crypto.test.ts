import { describe, expect, it } from 'vitest';
import { decryptBody, encryptBody, encryptedBodySchema, RSA_OAEP_PARAMS, toBase64 } from './encrypt-body';
import { checkProofOfWork, leadingZeroBits, solveProofOfWork } from './proof-of-work';

describe('encrypted bodies', () => {
  it('round-trips a body through RSA-OAEP + AES-GCM and refuses tampering', async () => {
    const pair = await crypto.subtle.generateKey(
      { ...RSA_OAEP_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
    const body = { username: 'player1', password: 'Player123!', note: 'ü'.repeat(40_000) };
    const sealed = await encryptBody(spki, body);
    expect(encryptedBodySchema.safeParse(sealed).success).toBe(true);
    expect(JSON.stringify(sealed)).not.toContain('Player123!');
    expect(await decryptBody(pair.privateKey, sealed)).toEqual(body);
    const data = sealed.encrypted.data;
    const tampered = { encrypted: { ...sealed.encrypted, data: (data[0] === 'A' ? 'B' : 'A') + data.slice(1) } };
    await expect(decryptBody(pair.privateKey, tampered)).rejects.toThrow();
  });
});

describe('proof of work', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0x0f]))).toBe(12);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });
  it('finds and checks a nonce', async () => {
    const challenge = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const nonce = await solveProofOfWork(challenge, 10);
    expect(await checkProofOfWork(challenge, nonce, 10)).toBe(true);
    expect(await checkProofOfWork(challenge + '0', nonce, 16)).toBe(false);
    expect(await checkProofOfWork(challenge, 'NOT VALID', 0)).toBe(false);
  });
});
