import type { Bonus } from '@app/contract/promotions';
import { formatMoney } from '@app/contract/money';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Money } from '@/components/ui/money/money';
import { StatusPill, type PillTone } from '@/components/ui/panel/panel';
import { ProgressBar } from '@/components/ui/progress/progress';
import { useMoneyFormat } from '@/config/brand';
import { useLanguage } from '@/lib/i18n';
import { formatWhen } from '@/lib/format';
import styles from './rewards.module.css';

const tones: Record<Bonus['status'], PillTone> = { active: 'info', released: 'success', forfeited: 'neutral', expired: 'neutral', spent: 'neutral' };

/**
 * A bonus: its state, the balance it holds, its wagering progress (wagered of required), its expiry, maximum bet and
 * cash-out cap, and the deposit its winnings wait for; an active one can be forfeited (the page confirms first).
 */
export function BonusCard({ bonus, onForfeit }: { bonus: Bonus; onForfeit?: (bonus: Bonus) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoneyFormat();
  const active = bonus.status === 'active';
  const wagering = t('promo_wagered_of', { current: formatMoney(bonus.wageredMinor, money), target: formatMoney(bonus.wageringRequiredMinor, money) });
  return (
    <li className={styles.bonus} data-status={bonus.status} data-testid="bonus">
      <div className={styles.rowHead}>
        <strong className={styles.rowTitle}>{bonus.title}</strong>
        <StatusPill tone={tones[bonus.status]}>{t(`promo_bonus_${bonus.status}`)}</StatusPill>
      </div>
      <dl className={styles.bonusFigures}>
        <div>
          <dt>{t('promo_bonus_balance')}</dt>
          <dd>
            <Money value={bonus.balanceMinor} />
          </dd>
        </div>
        <div>
          <dt>{t('promo_bonus_granted')}</dt>
          <dd>
            <Money value={bonus.grantedMinor} />
          </dd>
        </div>
        <div>
          <dt>{t('promo_fig_max_bet')}</dt>
          <dd>
            <Money value={bonus.maxBetMinor} />
          </dd>
        </div>
        {bonus.maxCashoutMinor !== null && (
          <div>
            <dt>{t('promo_fig_max_cashout')}</dt>
            <dd>
              <Money value={bonus.maxCashoutMinor} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t(active ? 'promo_bonus_expires' : 'promo_bonus_ended')}</dt>
          <dd>{formatWhen(active ? bonus.expiresAt : (bonus.endedAt ?? bonus.expiresAt), language)}</dd>
        </div>
      </dl>
      {bonus.wageringRequiredMinor > 0 && (
        <div className={styles.wagering}>
          <div className={styles.wageringText}>
            <span>{t('promo_wagering')}</span>
            <span>{wagering}</span>
          </div>
          <ProgressBar value={bonus.wageredMinor} max={bonus.wageringRequiredMinor} label={t('promo_wagering_of', { title: bonus.title })} valueText={wagering} />
        </div>
      )}
      {bonus.depositRequiredMinor !== null && !bonus.depositMade && bonus.status !== 'forfeited' && bonus.status !== 'expired' && (
        <p className={styles.wageringText}>{t('bonus_deposit_required_amount', { amount: formatMoney(bonus.depositRequiredMinor, money) })}</p>
      )}
      {active && onForfeit && (
        <div className={styles.rowActions}>
          <Button variant="ghost" size="sm" onClick={() => onForfeit(bonus)}>
            {t('promo_forfeit')}
          </Button>
        </div>
      )}
    </li>
  );
}
