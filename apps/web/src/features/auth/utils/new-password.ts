import type { RegisterSettings } from '@app/contract/brand';
import { validateNewPassword, validationMessageKeys } from '@app/contract/validation';
import { encodeProblem } from '@/components/ui/form/problem';

/** First errors of a new password (the brand's password rule) and its confirmation, encoded per field. */
export function newPasswordErrors(settings: RegisterSettings, password: string, confirmation: string) {
  const out: Record<string, string> = {};
  const invalid = validateNewPassword(settings, password);
  if (invalid) out.newPassword = encodeProblem({ key: invalid.key, params: invalid.params });
  if (!confirmation) out.confirmNewPassword = validationMessageKeys.required;
  else if (confirmation !== password) out.confirmNewPassword = validationMessageKeys.mismatch;
  return out;
}
