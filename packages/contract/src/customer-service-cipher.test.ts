import { describe, expect, it } from 'vitest';
import { decryptServicePath, desDecrypt, desEncrypt, encryptServicePath } from './customer-service-cipher';

/**
 * Texts, keys and their ciphertexts from OpenSSL (Node's des-ede3-ecb with the key three times over, which is single
 * DES; PKCS#7 padding): every padding length, and UTF-8 beyond ASCII.
 */
const openSsl: Array<[text: string, key: string, base64: string]> = [
  ['', 'k3Y9aZ01', 'bMJasL+rPjM='],
  ['a', 'k3Y9aZ01', 'iUhl1x0tvw0='],
  ['/support?cs=LIVECHAT', 'k3Y9aZ01', 'YEVPq0gWYn6JWzPGNerY03DmV8adzBlO'],
  ['/support?cs=VIP&x=ünïcødé', 'Q1w2E3r4', 'WzeuO0HELTI01imMDQy3mqZHG9m6xdlN0UAGpH4SaX8='],
  ['exactly8', 'Q1w2E3r4', 'iDN4FWa1lIDuW/1Hg/AlXA=='],
  ['sixteen chars!!!', 'Q1w2E3r4', '8TAoqsKZlfSLEtJUX6o9hu5b/UeD8CVc'],
];

describe('the customer-service path cipher (DES-ECB, PKCS#7, the last 8 characters are the key)', () => {
  it('is standard DES: the same bytes as OpenSSL both ways', () => {
    for (const [text, key, base64] of openSsl) {
      expect(desEncrypt(text, key)).toBe(base64);
      expect(desDecrypt(base64, key)).toBe(text);
    }
  });

  it('decrypts a link entry with its own last 8 characters, and refuses a wrong key', () => {
    const value = encryptServicePath('/support?cs=LIVECHAT', 'AbCd1234');
    expect(value.endsWith('AbCd1234')).toBe(true);
    expect(value).not.toContain('support');
    expect(decryptServicePath(value)).toBe('/support?cs=LIVECHAT');
    expect(() => desDecrypt(value.slice(0, -8), 'WrongKey')).toThrow();
  });
});
