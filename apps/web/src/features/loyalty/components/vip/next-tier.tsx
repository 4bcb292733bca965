import type { VipLadderValue } from '@app/contract/loyalty';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel/panel';
import { ProgressBar } from '@/components/ui/progress/progress';
import { useMoney } from '../../hooks/use-money';
import { tierPlace, tierStyle } from '../../utils/vip';
import styles from './vip.module.css';

/** One requirement's bar: "₱12,000.00 of ₱50,000.00", and what is left. */
function RequirementBar({ label, current, target, money, testId }: { label: string; current: number; target: number; money: (minor: number) => string; testId: string }) {
  const { t } = useTranslation();
  const figures = t('lo_of', { current: money(Math.min(current, target)), target: money(target) });
  const left = Math.max(0, target - current);
  return (
    <div className={styles.requirement} data-testid={testId}>
      <div className={styles.requirementText}>
        <span>{label}</span>
        <span>{figures}</span>
      </div>
      <ProgressBar value={current} max={target} label={label} valueText={figures} />
      <small className={styles.left}>{left > 0 ? t('lo_to_go', { amount: money(left) }) : t('lo_requirement_met')}</small>
    </div>
  );
}

/** The way to the next tier: its name in its colours and a bar for each requirement over the rolling window. */
export function NextTier({ value }: { value: VipLadderValue }) {
  const { t } = useTranslation();
  const money = useMoney(value.currency);
  const { next } = tierPlace(value.tiers, value.rankLevel);
  if (!next)
    return (
      <Panel title={t('lo_next_tier_title')} testId="vip-next">
        <p className={styles.top}>{t('lo_top_tier')}</p>
      </Panel>
    );
  return (
    <Panel
      title={t('lo_next_tier_title')}
      action={
        <span className={styles.tierChip} style={tierStyle(next)}>
          {next.labelName}
        </span>
      }
      testId="vip-next"
    >
      <div className={styles.requirements}>
        {next.turnoverMinor > 0 && (
          <RequirementBar label={t('lo_turnover')} current={value.progress.turnoverMinor} target={next.turnoverMinor} money={money} testId="vip-turnover" />
        )}
        {next.depositMinor > 0 && (
          <RequirementBar label={t('lo_deposits')} current={value.progress.depositMinor} target={next.depositMinor} money={money} testId="vip-deposits" />
        )}
      </div>
      <p className={styles.window}>{t('lo_window', { count: value.windowDays, name: next.labelName })}</p>
    </Panel>
  );
}
