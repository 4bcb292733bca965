import type { VipLadderValue, VipTier } from '@app/contract/loyalty';
import { useTranslation } from 'react-i18next';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Panel } from '@/components/ui/panel/panel';
import { percentText } from '@/lib/format';
import { useMoney } from '../../hooks/use-money';
import { multiplierText, sortTiers, tierStyle } from '../../utils/vip';
import styles from './vip.module.css';

/** A tier's benefits in words (rebate, withdrawal limits, points, birthday bonus, VIP customer service). */
function Benefits({ tier, money }: { tier: VipTier; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const b = tier.benefits;
  const limits = [
    b.withdrawDailyLimitMinor !== null ? t('lo_withdraw_limit', { amount: money(b.withdrawDailyLimitMinor) }) : null,
    b.withdrawDailyCount !== null ? t('lo_withdraw_count', { count: b.withdrawDailyCount }) : null,
  ].filter(Boolean);
  return (
    <dl className={styles.benefits}>
      <div>
        <dt>{t('lo_benefit_rebate')}</dt>
        <dd>{b.rebateBonusBp > 0 ? `+${percentText(b.rebateBonusBp)}` : t('lo_none')}</dd>
      </div>
      <div>
        <dt>{t('lo_benefit_withdraw')}</dt>
        <dd>{limits.length ? limits.join(' · ') : t('lo_withdraw_standard')}</dd>
      </div>
      <div>
        <dt>{t('lo_benefit_points')}</dt>
        <dd>{multiplierText(b.pointsMultiplierBp)}</dd>
      </div>
      <div>
        <dt>{t('lo_benefit_birthday')}</dt>
        <dd>{b.birthdayBonusMinor > 0 ? money(b.birthdayBonusMinor) : t('lo_none')}</dd>
      </div>
      <div>
        <dt>{t('lo_benefit_vip_service')}</dt>
        <dd>{t(b.vipService ? 'lo_yes' : 'lo_no')}</dd>
      </div>
    </dl>
  );
}

/** Every tier from the lowest up: what it takes to reach and keep it, and what it brings; the member's own marked. */
export function TierLadder({ value }: { value: VipLadderValue }) {
  const { t } = useTranslation();
  const money = useMoney(value.currency);
  return (
    <Panel title={t('lo_all_tiers')} flush testId="vip-ladder">
      <ol className={styles.ladder}>
        {sortTiers(value.tiers).map((tier) => {
          const mine = tier.rankLevel === value.rankLevel;
          return (
            <li key={tier.rankLevel} className={styles.tier} aria-current={mine ? 'true' : undefined} data-testid="vip-tier">
              <div className={styles.tierHead}>
                <span className={styles.tierChip} style={tierStyle(tier)}>
                  <Glyph name="crown" size={13} />
                  {tier.labelName}
                </span>
                <span className={styles.tierLevel}>{t('lo_rank_level', { level: tier.rankLevel })}</span>
                {mine && <span className={styles.yours}>{t('lo_your_tier')}</span>}
              </div>
              <p className={styles.tierNeeds}>
                {tier.turnoverMinor === 0 && tier.depositMinor === 0
                  ? t('lo_tier_open')
                  : t('lo_tier_needs', { turnover: money(tier.turnoverMinor), deposits: money(tier.depositMinor), count: value.windowDays })}
                {tier.keepTurnoverMinor > 0 && ` ${t('lo_tier_keep', { amount: money(tier.keepTurnoverMinor) })}`}
              </p>
              <Benefits tier={tier} money={money} />
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
