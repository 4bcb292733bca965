import type { RegisterKind } from '@app/contract/validation';
import { useSiteConfig } from '@/config/brand';
import { useRegisterSettings } from '../api/get-register-settings';
import { moduleEnabled, useSiteSettings } from '../api/get-site-settings';

/**
 * The kinds of registration this brand offers, in tab order: username, then mobile number. Each needs its
 * white-label flag, the register settings' switch and the site settings' module (REGISTER > USERNAME_REG /
 * MOBILE_REG, on when absent). Direct registration (DIRECTREG3) off means none.
 */
export function useRegisterKinds(): RegisterKind[] {
  const { whitelabel } = useSiteConfig();
  const settings = useRegisterSettings();
  const { data: tree } = useSiteSettings();
  if (!whitelabel.DIRECTREG3 || !moduleEnabled(tree, ['REGISTER'])) return [];
  const kinds: RegisterKind[] = [];
  if (whitelabel.USERNAMEREG3 && settings.usernameRegistration && moduleEnabled(tree, ['REGISTER', 'USERNAME_REG'])) kinds.push('username');
  if (whitelabel.MOBILENUMREG3 && settings.mobileRegistration && moduleEnabled(tree, ['REGISTER', 'MOBILE_REG'])) kinds.push('mobile');
  return kinds;
}
