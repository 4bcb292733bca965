import { describe, expect, it } from 'vitest';
import { registerFieldNames, type FieldValidation, type RegisterSettings } from './brand';
import { checkField, fillBounds, validateNewPassword, validateRegistration } from './validation';

const field = (over: Partial<FieldValidation> = {}): FieldValidation => ({
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 6,
  maxLength: 16,
  ...over,
});

const off = field({ enabled: false, required: false });
const settings: RegisterSettings = {
  usernameRegistration: true,
  mobileRegistration: true,
  smsVerification: true,
  humanVerification: false,
  freePlay: true,
  passwordExpiryDays: 90,
  fields: {
    ...(Object.fromEntries(registerFieldNames.map((f) => [f, off])) as RegisterSettings['fields']),
    username: field(),
    password: field({ patternId: 5, minLength: 6, maxLength: 20 }),
    confirmPassword: field({ patternId: 5, minLength: 6, maxLength: 20 }),
    mobileNum: field({ required: false, patternId: 6, minLength: 9, maxLength: 11 }),
    verificationCode: field({ patternId: 6, minLength: 0, maxLength: 255 }),
    email: field({ required: false, patternId: 3, minLength: 5, maxLength: 64 }),
    payeeName: field({ required: true, patternId: 21, minLength: 2, maxLength: 50 }),
    qqNum: off,
    affiliateCode: field({ required: false, patternId: 4, minLength: 0, maxLength: 20 }),
    paymentPassword: field({ enabled: false, required: false, patternId: 6, minLength: 6, maxLength: 6 }),
  },
};

describe('checkField', () => {
  it('skips disabled fields and empty optional fields', () => {
    expect(checkField(off, '')).toBeNull();
    expect(checkField(off, '!!')).toBeNull();
    expect(checkField(field({ required: false }), '')).toBeNull();
  });
  it('reports a required empty value', () => {
    expect(checkField(field(), '')).toEqual({ key: 'input_cannot_be_empty' });
    expect(checkField(field({ required: false }), undefined, { required: true })).toEqual({ key: 'input_cannot_be_empty' });
  });
  it('reports length and pattern failures with the pattern key and bounds', () => {
    const error = { key: 'reg_pattern_1', params: { min: 6, max: 16 } };
    expect(checkField(field(), 'ab1')).toEqual(error);
    expect(checkField(field(), 'a'.repeat(17))).toEqual(error);
    expect(checkField(field(), '1player')).toEqual(error);
    expect(checkField(field(), 'player1')).toBeNull();
  });
  it('applies a non-* acceptedPattern as a further regular expression', () => {
    const c = field({ patternId: 6, minLength: 1, maxLength: 11, acceptedPattern: '^9' });
    expect(checkField(c, '9171234567')).toBeNull();
    expect(checkField(c, '8171234567')?.key).toBe('reg_pattern_6');
    expect(checkField(field({ acceptedPattern: '([' }), 'player1')?.key).toBe('reg_pattern_1');
  });
});

describe('fillBounds', () => {
  it('fills (min) and (max), one number when equal', () => {
    expect(fillBounds('Must be (min)-(max) characters', { min: 6, max: 16 })).toBe('Must be 6-16 characters');
    expect(fillBounds('Must be (min)-(max) digits', { min: 6, max: 6 })).toBe('Must be 6 digits');
    expect(fillBounds('No bounds', undefined)).toBe('No bounds');
  });
});

describe('validateRegistration', () => {
  const good = { username: 'newbie1', password: 'abc123', confirmPassword: 'abc123', payeeName: 'Juan Cruz' };
  it('accepts a complete username registration without a phone (no SMS code needed)', () => {
    expect(validateRegistration(settings, 'username', good)).toEqual([]);
  });
  it('asks the SMS code when a phone number is registered', () => {
    const errors = validateRegistration(settings, 'username', { ...good, mobileNum: '9171234567' });
    expect(errors).toEqual([{ field: 'verificationCode', key: 'input_cannot_be_empty' }]);
  });
  it('reports the first error of each field in form order', () => {
    const errors = validateRegistration(settings, 'username', { username: '1x', password: 'abcdef', confirmPassword: 'abcdeg', email: 'bad' });
    expect(errors.map((e) => [e.field, e.key])).toEqual([
      ['username', 'reg_pattern_1'],
      ['password', 'reg_pattern_5'],
      ['confirmPassword', 'reg_pattern_5'],
      ['payeeName', 'input_cannot_be_empty'],
      ['email', 'reg_pattern_3'],
    ]);
  });
  it('reports a confirmation mismatch', () => {
    const errors = validateRegistration(settings, 'username', { ...good, confirmPassword: 'abc124' });
    expect(errors).toEqual([{ field: 'confirmPassword', key: 'incorrect_confirmation_input' }]);
  });
  it('on mobile registration needs the mobile number and code but no username', () => {
    const errors = validateRegistration(settings, 'mobile', { password: 'abc123', confirmPassword: 'abc123', payeeName: 'Juan Cruz' });
    expect(errors.map((e) => e.field)).toEqual(['mobileNum', 'verificationCode']);
    expect(validateRegistration(settings, 'mobile', { ...good, username: undefined, mobileNum: '9171234567', verificationCode: '123456' })).toEqual([]);
  });
  it('does not ask the code when the brand does not verify by SMS', () => {
    expect(validateRegistration({ ...settings, smsVerification: false }, 'mobile', { ...good, mobileNum: '9171234567' })).toEqual([]);
  });
});

describe('validateNewPassword', () => {
  it('applies the password rule and the confirmation', () => {
    expect(validateNewPassword(settings, '123456', '123456')).toMatchObject({ field: 'newPassword', key: 'reg_pattern_5' });
    expect(validateNewPassword(settings, 'abc123', 'abc12')).toMatchObject({ field: 'confirmNewPassword', key: 'incorrect_confirmation_input' });
    expect(validateNewPassword(settings, 'abc123', 'abc123')).toBeNull();
  });
});
