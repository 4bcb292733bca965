import { describe, expect, it } from 'vitest';
import { errorText, t } from './texts';

describe('texts', () => {
  it('fills placeholders', () => {
    expect(t('signed_in_as', { username: 'owner1', role: 'owner' })).toBe('Signed in as owner1 (owner)');
  });

  it('says each sign-in refusal in plain language, with the wait where there is one', () => {
    expect(errorText('INVALID_CREDENTIALS')).toMatch(/username or password is wrong/);
    expect(errorText('ACCOUNT_LOCKED', { retryAfterSeconds: 45 })).toBe('Too many failed sign-ins. Try again in 45 seconds.');
    expect(errorText('TOO_MANY_REQUESTS', { retryAfterSeconds: 600 })).toMatch(/10 minutes/);
    expect(errorText('OPERATOR_DISABLED')).toMatch(/disabled/);
    expect(errorText('TOTP_INVALID')).toMatch(/code is wrong/);
    expect(errorText('SOMETHING_NEW')).toBe('The server refused this (SOMETHING_NEW).');
  });
});
