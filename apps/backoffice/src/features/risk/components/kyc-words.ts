import { formatAmount, type MoneyFormat } from '@/lib/money';
import { t } from '@/lib/texts';
import type { KycSettings, KycSide, KycSubmission } from '../api/kyc';

/** "front", "back", "selfie" */
export const sideName = (side: KycSide) => t(`kyc_side.${side}`);

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "front, back, selfie" in the order given */
export const sidesText = (sides: readonly KycSide[]) => sides.map(sideName).join(', ');

export const documentTypeName = (type: KycSubmission['documentType']) => (type ? t(`kyc_doc.${type}`) : t('none'));

/** A file's size: "850 kB", "2.4 MB". */
export const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? t('kyc_size_kb', { n: Math.max(1, Math.round(bytes / 1024)) }) : t('kyc_size_mb', { n: (bytes / (1024 * 1024)).toFixed(1) });

/**
 * "Verification: follows the standard pack: before the first deposit and once deposits pass ₱1,000.00", or off (the
 * threshold in `money`, the brand's currency).
 */
export function enforcementText(settings: KycSettings, money: MoneyFormat): string {
  if (settings.enforcement === 'off') return t('kyc_enforcement_off');
  const parts = [
    ...(settings.rule === 'none' ? [] : [t(`kyc_rule.${settings.rule}`)]),
    ...(settings.depositThresholdMinor === null ? [] : [t('kyc_rule_threshold', { amount: formatAmount(settings.depositThresholdMinor, money) })]),
  ];
  const when = parts.length === 0 ? t('kyc_rule.none') : parts.length === 1 ? parts[0]! : t('kyc_rule_and', { first: parts[0]!, second: parts[1]! });
  return t('kyc_enforcement_pack', { pack: settings.packId, when });
}
