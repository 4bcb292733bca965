import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptServicePath, desDecrypt, desEncrypt, encryptServicePath } from './customer-service-cipher';

/** single DES through OpenSSL: DES-EDE3 with K1 = K2 = K3 */
const nodeDes = (text: string, key: string) => {
  const k = Buffer.from(key);
  const cipher = createCipheriv('des-ede3-ecb', Buffer.concat([k, k, k]), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
};

describe('the customer-service path cipher (DES-ECB, PKCS#7, the last 8 characters are the key)', () => {
  it('is standard DES: the same bytes as OpenSSL, for texts of every padding length', () => {
    for (const text of ['', 'a', '/support?cs=LIVECHAT', '/support?cs=VIP&x=ünïcødé', 'exactly8', 'sixteen chars!!!']) {
      expect(desEncrypt(text, 'k3Y9aZ01')).toBe(nodeDes(text, 'k3Y9aZ01'));
      expect(desDecrypt(nodeDes(text, 'Q1w2E3r4'), 'Q1w2E3r4')).toBe(text);
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
