import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money/money';
import { useBalance } from '@/lib/shared-api/balance';
import styles from './lottery-page.module.css';

/**
 * The balance beside the game on /vnlottery, whose immersive layout hides the header (and its balance) unless the
 * player shows the bars: the one query every balance on screen reads.
 */
export function LotteryBalance({ token }: { token: string }) {
  const { t } = useTranslation();
  const balance = useBalance(token);
  return (
    <p className={styles.balance} data-testid="lottery-balance">
      <span className={styles.balanceLabel}>{t('lottery_balance')}</span>
      <strong aria-live="polite">{balance.data ? <Money value={balance.data.sumBalanceMinor} /> : '…'}</strong>
    </p>
  );
}
