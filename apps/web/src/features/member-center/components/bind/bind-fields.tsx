import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form/field';
import { useProblemText } from '@/components/ui/form/problem';
import { SendCodeButton } from './send-code-button';

/** The rules of the rows both bind forms share, for their f.register calls. */
export const currentPasswordRules = { required: { value: true, message: 'mc_required' } } as const;
export const verificationCodeRules = { required: { value: true, message: 'mc_invalid_code' } } as const;

/** The login password a change of a bound phone or email asks for. */
export function CurrentPasswordField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  return <TextField label={t('mc_login_password')} type="password" autoComplete="current-password" error={problemText(error)} {...registration} />;
}

/** The one-time code row, with the button that sends the code. */
export function VerificationCodeField({
  registration,
  error,
  send,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  send: () => Promise<{ expiredMinutes: number } | null>;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  return (
    <TextField
      label={t('mc_verification_code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      error={problemText(error)}
      after={<SendCodeButton send={send} />}
      {...registration}
    />
  );
}
