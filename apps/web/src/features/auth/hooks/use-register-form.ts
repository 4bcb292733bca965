import type { RegisterFieldName, RegisterSettings } from '@app/contract/brand';
import type { RegisterBody } from '@app/contract/session';
import { registerFieldOrder, registerFieldRule, validateRegistration, type RegisterKind, type RegisterValues } from '@app/contract/validation';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useDefaultDialingCode } from '@/components/ui/country-picker/use-default-dialing-code';
import { encodeProblem } from '@/components/ui/form/problem';
import { modals } from '@/components/ui/modal/modal-store';
import { showWarning } from '@/components/ui/modal/warning';
import { ApiError } from '@/lib/api-client';
import type { RegisterSuccessProps } from '../components/register-success-modals';
import { dateOfBirthProblem, defaultAgeRule } from '@/lib/age-rule';
import { useActivityRules } from '@/lib/shared-api/activity-rules';
import { useRegisterSettings } from '../api/get-register-settings';
import { checkAffiliateCode, register } from '../api/register';
import { GENERATED_ACCOUNT_MODAL, REGISTER_SUCCESS_MODAL } from '../modal-names';
import { urlCodes } from '../stores/auth-session';
import { errorKey, fieldOfError } from '../utils/api-errors';
import { completeSignIn } from '../utils/complete-sign-in';
import { rulesResolver } from '../utils/rules-resolver';
import { useCaptcha } from './use-captcha';
import { useHumanVerification } from './use-human-verification';
import { useSignInContext } from './use-sign-in-context';

/** The registration fields in form order; the captcha, when enabled, is drawn after them. */
export const registerFields: RegisterFieldName[] = registerFieldOrder.filter((field) => field !== 'captcha');
/** Kept as typed: passwords are never trimmed. */
const untrimmed = new Set<RegisterFieldName>(['password', 'confirmPassword', 'paymentPassword']);

export type RegisterFormValues = Record<RegisterFieldName, string> & { terms: boolean; dateOfBirth: string };

function normalize(values: Partial<RegisterFormValues>): RegisterValues {
  const out: RegisterValues = {};
  for (const field of [...registerFields, 'captcha' as const]) {
    const value = values[field];
    if (typeof value === 'string') out[field] = untrimmed.has(field) ? value : value.trim();
  }
  return out;
}

/**
 * The state and the submit flow of one registration kind: the fields the brand's settings show (validated against the
 * latest settings), the dialing code, the captcha, human verification, and the alerts of a failed registration.
 */
export function useRegisterForm(kind: RegisterKind) {
  const settings = useRegisterSettings();
  const rules = useActivityRules().data;
  const ageRule = rules?.age ?? defaultAgeRule;
  const latestAge = useRef(ageRule);
  latestAge.current = ageRule;
  const context = useSignInContext();
  const captcha = useCaptcha();
  const human = useHumanVerification();
  const fallbackCountry = useDefaultDialingCode();
  const [country, setCountry] = useState('');
  const dialingCode = country || fallbackCountry;
  const [alert, setAlert] = useState<string>();
  const [humanError, setHumanError] = useState<string>();
  const [codes] = useState(() => urlCodes());
  const latest = useRef<RegisterSettings>(settings);
  latest.current = settings;

  const form = useForm<RegisterFormValues>({
    mode: 'onTouched',
    defaultValues: { ...Object.fromEntries([...registerFields, 'captcha'].map((f) => [f, ''])), affiliateCode: codes.code, terms: false, dateOfBirth: '' } as RegisterFormValues,
    resolver: rulesResolver<RegisterFormValues>((values) => {
      const out: Record<string, string> = {};
      for (const error of validateRegistration(latest.current, kind, normalize(values))) out[error.field] = encodeProblem({ key: error.key, params: error.params });
      const age = dateOfBirthProblem(values.dateOfBirth?.trim() ?? '', latestAge.current);
      if (age) out.dateOfBirth = encodeProblem(age);
      if (!values.terms) out.terms = 'in_please_agree_terms';
      return out;
    }),
  });
  const mobileNum = useWatch({ control: form.control, name: 'mobileNum' });
  const rule = (field: RegisterFieldName) => registerFieldRule(settings, kind, field, { mobileNum: mobileNum?.trim() });
  const shown = registerFields.filter((field) => rule(field));
  const captchaShown = rule('captcha') !== null;
  if (captchaShown && !captcha.shown) captcha.show();

  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    setHumanError(undefined);
    const clean = normalize(values);
    // the spec's order: the affiliate code when its field is shown, human verification, then the registration
    if (rule('affiliateCode') && clean.affiliateCode) {
      try {
        await checkAffiliateCode(clean.affiliateCode);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'INVALID_AFFILIATE_CODE') showWarning({ messageKey: 'invitation_code_error' });
        else setAlert(errorKey(error));
        return;
      }
    }
    let answer = null;
    if (settings.humanVerification) {
      answer = await human.take().catch(() => null);
      if (!answer) {
        setHumanError('please_complete_verification_first');
        return;
      }
    }
    const body: RegisterBody = {
      ...Object.fromEntries(shown.map((field) => [field, clean[field] ?? ''])),
      ...(captcha.id && captchaShown ? { captcha: clean.captcha, captchaId: captcha.id } : {}),
      ...(!rule('affiliateCode') && codes.code ? { affiliateCode: codes.code } : {}),
      ...(codes.referralCode ? { referralCode: codes.referralCode } : {}),
      ...(values.dateOfBirth?.trim() ? { dateOfBirth: values.dateOfBirth.trim() } : {}),
      ...(clean.mobileNum && rule('mobileNum') ? { countryDialingCode: dialingCode } : {}),
      ...answer,
      login: true,
      domain: window.location.host,
      registerUrl: window.location.href.slice(0, 1024),
      registerMethod: 'WEB',
    };
    try {
      const value = await register(kind, body);
      await completeSignIn(value, context);
      // a brand whose pack asks for it (MGA) shows its responsible-gaming page next, once the success modal closes
      // (one dialog at a time)
      const then: RegisterSuccessProps = rules?.pageAfterRegistration ? { thenPage: 'responsibleGaming' } : {};
      // mobile registration: the generated account first, then the success modal
      if (kind === 'mobile') modals.open(GENERATED_ACCOUNT_MODAL, { account: value.account, ...then });
      else modals.open(REGISTER_SUCCESS_MODAL, { ...then });
    } catch (error) {
      // the answer was spent: prepare the next one at once
      if (settings.humanVerification) void human.solve().catch(() => undefined);
      if (!(error instanceof ApiError)) return setAlert(errorKey(error));
      if (error.code === 'INVALID_AFFILIATE_CODE') return showWarning({ messageKey: 'invitation_code_error' });
      if (error.code.startsWith('HUMAN_VERIFICATION')) return setHumanError(error.messageKey);
      if (error.code.startsWith('CAPTCHA')) captcha.renew();
      const onField = fieldOfError(error);
      const field = onField?.field === 'countryDialingCode' ? 'mobileNum' : onField?.field;
      if (onField && field && (shown.includes(field as RegisterFieldName) || field === 'captcha' || field === 'dateOfBirth'))
        form.setError(field as RegisterFieldName | 'dateOfBirth', { message: onField.message }, { shouldFocus: true });
      else setAlert(error.messageKey);
    }
  }, () => {
    // fields are wrong: say at once that verification is missing too
    if (settings.humanVerification && (human.status === 'idle' || human.status === 'error')) setHumanError('please_complete_verification_first');
  });

  return { form, settings, captcha, captchaShown, human, shown, rule, dialingCode, setCountry, alert, humanError, setHumanError, submit, referralCode: codes.referralCode, ageRule };
}
