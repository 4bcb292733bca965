import type { Promotion } from '@app/contract/promotions';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/components/ui/progress/progress';
import { useMoneyFormat } from '@/config/brand';
import { moneyIn } from '@/lib/format';
import { stateOf } from '../utils/state';
import { StatePill } from './state-pill';
import styles from './detail.module.css';

/**
 * The player's own standing: the state, the qualifying progress of a join or claim promotion (current of target),
 * the operator's remark on a rejected application, the raffle ticket and the reward granted. A visitor is asked to
 * log in to take part.
 */
export function StandingView({ promotion }: { promotion: Pick<Promotion, 'mechanic' | 'startAt' | 'endAt' | 'standing' | 'terms' | 'currency'> }) {
  const { t } = useTranslation();
  const money = moneyIn(promotion.currency, useMoneyFormat());
  const { standing } = promotion;
  const state = stateOf(promotion);
  const metric = promotion.terms.qualify?.metric ?? 'turnover';
  return (
    <div className={styles.standing} data-testid="standing">
      {standing ? (
        <div className={styles.standingHead}>
          <span className={styles.standingLabel}>{t('promo_your_state')}</span>
          <StatePill state={state} />
        </div>
      ) : (
        <p className={styles.muted}>{t(state === 'coming_soon' || state === 'close' ? `promo_state_${state}` : 'promo_login_to_take_part')}</p>
      )}
      {standing?.progress && (
        <div className={styles.progress}>
          <div className={styles.progressText}>
            <span>{t(`promo_progress_${metric}`)}</span>
            <strong>{t('promo_of', { current: money(standing.progress.currentMinor), target: money(standing.progress.targetMinor) })}</strong>
          </div>
          <ProgressBar
            value={standing.progress.currentMinor}
            max={standing.progress.targetMinor}
            label={t(`promo_progress_${metric}`)}
            valueText={t('promo_of', { current: money(standing.progress.currentMinor), target: money(standing.progress.targetMinor) })}
          />
        </div>
      )}
      {standing?.state === 'rejected' && standing.remark && (
        <p className={styles.remark} data-testid="standing-remark">
          <strong>{t('promo_remark')}</strong> {standing.remark}
        </p>
      )}
      {standing?.ticketNo && (
        <p className={styles.fact}>
          {t('promo_your_ticket')} <strong className={styles.mono}>{standing.ticketNo}</strong>
        </p>
      )}
      {standing?.rewardMinor != null && standing.rewardMinor > 0 && (
        <p className={styles.fact}>
          {t('promo_your_reward')} <strong>{money(standing.rewardMinor)}</strong>
        </p>
      )}
    </div>
  );
}
