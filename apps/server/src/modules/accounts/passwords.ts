import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its defaults of 19 MiB and 2 passes: the OWASP baseline. */
export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. Without a stored hash (unknown account, or an account without a password) it still
 * verifies against a dummy hash so the answer takes as long, and returns false.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('dummy-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
