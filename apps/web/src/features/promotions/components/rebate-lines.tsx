import type { CallValue } from '@app/contract/calls';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money/money';
import { percentText } from '@/lib/format';
import styles from './rewards.module.css';

type RebateLine = CallValue<'rebateSummary'>['lines'][number];

/** The rebate per game category: valid bet, rate (a percentage of it) and amount. */
export function RebateLines({ lines }: { lines: RebateLine[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return <p className={styles.muted}>{t('promo_rebate_no_bets')}</p>;
  return (
    <table className={styles.table} data-testid="rebate-lines">
      <thead>
        <tr>
          <th>{t('promo_game_category')}</th>
          <th className={styles.right}>{t('promo_valid_bet')}</th>
          <th className={styles.right}>{t('promo_rate')}</th>
          <th className={styles.right}>{t('promo_amount')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.gameType}>
            <td>{t(`in_category_${line.gameType.toLowerCase()}`)}</td>
            <td className={styles.right}>
              <Money value={line.validBetMinor} />
            </td>
            <td className={styles.right}>{percentText(line.rateBp)}</td>
            <td className={styles.right}>
              <Money value={line.amountMinor} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
