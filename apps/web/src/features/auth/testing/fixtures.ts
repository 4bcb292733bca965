import type { FieldValidation, RegisterSettings } from '@app/contract/brand';
import { siteFixture } from '@/testing/fixtures';

const field = (patternId: number, minLength: number, maxLength: number, more: Partial<FieldValidation> = {}): FieldValidation => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId,
  minLength,
  maxLength,
  ...more,
});
const off = (patternId = 0) => field(patternId, 0, 20, { enabled: false });

/** Register settings like the demo brand's: some fields on, some off, SMS and human verification on. */
export const registerSettingsFixture: RegisterSettings = {
  usernameRegistration: true,
  mobileRegistration: true,
  smsVerification: true,
  humanVerification: true,
  freePlay: true,
  passwordExpiryDays: 90,
  fields: {
    username: field(1, 6, 16, { required: true }),
    password: field(5, 6, 20, { required: true }),
    confirmPassword: field(5, 6, 20, { required: true }),
    payeeName: field(21, 2, 50),
    email: off(3),
    qqNum: off(6),
    mobileNum: field(6, 9, 11),
    recommenderId: off(4),
    captcha: off(4),
    verificationCode: field(6, 0, 255, { required: true }),
    affiliateCode: field(4, 0, 20),
    paymentPassword: off(6),
    line: field(9, 0, 50, { required: true }),
    whatsapp: off(6),
    zalo: off(6),
    facebook: off(9),
    wechat: off(9),
    idNumber: off(4),
  },
};

export const authSite = (register: Partial<RegisterSettings> = {}) =>
  siteFixture({ register: { ...registerSettingsFixture, ...register }, location: { ip: '127.0.0.1', country: 'PH' } });
