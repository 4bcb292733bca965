import { formatMoney } from '@app/contract/money';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/components/ui/progress/progress';
import { useMoneyFormat } from '@/config/brand';
import { useBonuses } from '../api/get-bonuses';
import '../locales/texts';

/**
 * The header's thin wagering bar under the bonus balance: the active bonuses' wagering together (the bonuses call's
 * totals). Shown, and asked for, only while the balance holds a bonus; an empty bar until it answers (no shift).
 */
export function BonusProgress({ token, className }: { token: string; className?: string }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const bonuses = useBonuses(token, { pageNo: 1, pageSize: 1, status: 'active' });
  const active = bonuses.data?.active;
  return (
    <ProgressBar
      size="sm"
      className={className}
      value={active?.wageredMinor ?? 0}
      max={active ? active.wageringRequiredMinor : 1}
      label={t('promo_bonus_wagering')}
      valueText={active ? t('promo_wagered_of', { current: formatMoney(active.wageredMinor, money), target: formatMoney(active.wageringRequiredMinor, money) }) : undefined}
      testId="bonus-progress"
    />
  );
}
