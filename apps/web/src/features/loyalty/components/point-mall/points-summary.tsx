import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Glyph } from '@/components/ui/glyph/glyph';
import { modals } from '@/components/ui/modal/modal-store';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { wholeNumber } from '@/lib/format';
import { usePointBalance } from '../../api/get-point-balance';
import { usePointConfig } from '../../api/get-point-config';
import { useMoney } from '../../hooks/use-money';
import { QueryBody } from '../query-body';
import { CONVERT_MODAL } from './modal-names';
import styles from './point-mall.module.css';

/** How points are earned, per category: "Points per $100.00 of valid bets: Slots 500 · Live Casino 150 …". */
function EarnRates({ token }: { token: string }) {
  const { t } = useTranslation();
  const config = usePointConfig(token);
  const money = useMoney(config.data?.currency);
  if (!config.data) return null;
  const rates = config.data.rates.filter((r) => r.ratePerHundred > 0).sort((a, b) => b.ratePerHundred - a.ratePerHundred);
  if (!rates.length) return null;
  return (
    <div className={styles.rates} data-testid="earn-rates">
      <strong>{t('lo_earn_title', { amount: money(10_000) })}</strong>
      <ul>
        {rates.map((r) => (
          <li key={r.gameType}>
            {t(`in_category_${r.gameType.toLowerCase()}`)} <b>{wholeNumber(r.ratePerHundred)}</b>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The member's points, what they have earned in all, and the way to convert them to the main balance. */
export function PointsSummary({ token }: { token: string }) {
  const { t } = useTranslation();
  const balance = usePointBalance(token);
  const config = usePointConfig(token);
  const money = useMoney(config.data?.currency);
  const convert = config.data?.convert;
  const points = balance.data?.points ?? 0;
  const canConvert = !!convert?.enabled && points >= convert.minPoints;
  return (
    <div className={styles.summary} data-testid="points-summary">
      <QueryBody query={balance} skeleton={<Skeleton height={72} width="60%" radius={12} />}>
        {(value) => (
          <div className={styles.balance}>
            <span className={styles.balanceLabel}>{t('lo_my_points')}</span>
            <span className={styles.balanceValue} aria-live="polite" data-testid="points-balance">
              {wholeNumber(value.points)}
            </span>
            <span className={styles.balanceHint}>
              <span>{t('lo_earned_total', { points: wholeNumber(value.earnedTotal) })}</span>
              <span aria-hidden="true">·</span>
              <Glyph name="clock" size={12} />
              <span>{t('lo_never_expire')}</span>
            </span>
          </div>
        )}
      </QueryBody>
      <div className={styles.convert}>
        <Button variant="accent" disabled={!canConvert} onClick={() => modals.open(CONVERT_MODAL, { balance: points })} aria-describedby="convert-why">
          <Glyph name="swap" size={16} />
          {t('lo_convert')}
        </Button>
        {convert && (
          <small id="convert-why" className={styles.convertNote}>
            {!convert.enabled ? t('lo_convert_off') : t('lo_convert_rate', { points: wholeNumber(convert.points), amount: money(convert.amountMinor), min: wholeNumber(convert.minPoints) })}
          </small>
        )}
      </div>
      <EarnRates token={token} />
    </div>
  );
}
