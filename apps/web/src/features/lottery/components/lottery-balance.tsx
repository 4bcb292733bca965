import { useTranslation } from 'react-i18next';
import { BalancePill } from '@/components/ui/balance-pill/balance-pill';
import { useBalance } from '@/lib/shared-api/balance';

/**
 * The balance beside the game on /vnlottery, whose immersive layout hides the header (and its balance) unless the
 * player shows the bars: the one query every balance on screen reads.
 */
export function LotteryBalance({ token }: { token: string }) {
  const { t } = useTranslation();
  const balance = useBalance(token);
  return <BalancePill label={t('lottery_balance')} minor={balance.data?.sumBalanceMinor ?? null} testId="lottery-balance" />;
}
