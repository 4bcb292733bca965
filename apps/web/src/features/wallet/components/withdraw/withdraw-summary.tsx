import { formatMoney } from '@app/contract/money';
import type { WithdrawSettingsValue } from '@app/contract/wallet';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form/submit-button';
import { HelpLink } from '@/components/ui/help-link/help-link';
import { Money } from '@/components/ui/money/money';
import { Stat, StatGrid } from '@/components/ui/panel/panel';
import { useMoneyFormat } from '@/config/brand';
import { withdrawableNow } from '../../utils/amount';
import styles from '../wallet.module.css';
import '../../locales/texts';

interface WithdrawSummaryProps {
  settings: WithdrawSettingsValue;
  /** withdrawals still allowed today */
  left: number;
}

/** What the player may withdraw now (and why not the rest): the limits, today's count and the turnover still required, with their notices. */
export function WithdrawSummary({ settings, left }: WithdrawSummaryProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const turnover = settings.turnover;
  const turnoverShare = turnover.requiredMinor ? Math.min(1, turnover.achievedMinor / turnover.requiredMinor) : 1;
  const now = withdrawableNow(settings, left);

  return (
    <>
      <StatGrid>
        <Stat
          label={t('wl_withdrawable_now')}
          value={<Money value={now.amountMinor} />}
          tone="accent"
          testId="withdrawable"
          hint={
            now.block
              ? t(`wl_withdrawable_block_${now.block}`, {
                  balance: formatMoney(settings.availableMinor, money),
                  min: formatMoney(settings.minMinor, money),
                  max: formatMoney(settings.maxMinor, money),
                })
              : undefined
          }
        />
        <Stat label={t('wl_per_withdrawal')} value={<Money value={settings.maxMinor} />} hint={t('wl_min_amount', { min: formatMoney(settings.minMinor, money) })} />
        <Stat label={t('wl_today_left')} value={t('wl_count_of', { count: left, max: settings.dailyCount })} />
        <Stat
          label={
            <>
              {t('wl_turnover')}
              <HelpLink topic="withdrawal" article="withdrawal-betting-requirement" label={t('wl_help_turnover')} />
            </>
          }
          value={turnover.remainingMinor > 0 ? <Money value={turnover.remainingMinor} /> : t('wl_turnover_met')}
          tone={turnover.remainingMinor > 0 ? 'down' : 'up'}
          hint={
            turnover.requiredMinor > 0 ? (
              <span className={`${styles.progress} ${styles.progressHint}`} aria-hidden="true">
                <span className={styles.progressBar} style={{ width: `${Math.round(turnoverShare * 100)}%` }} />
              </span>
            ) : undefined
          }
        />
      </StatGrid>

      {turnover.remainingMinor > 0 && (
        <FormAlert
          tone="info"
          message={t('wl_turnover_info', {
            remaining: formatMoney(turnover.remainingMinor, money),
            required: formatMoney(turnover.requiredMinor, money),
            achieved: formatMoney(turnover.achievedMinor, money),
          })}
        />
      )}
      {left === 0 && <FormAlert tone="info" message={t('wl_daily_limit', { count: settings.dailyCount })} />}
    </>
  );
}
