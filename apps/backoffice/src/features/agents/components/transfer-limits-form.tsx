import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { failureText, Notice } from '@/components/ui/states/states';
import { amountFormatKey, amountInputMode, amountText, amountToMinor, type MoneyFormat } from '@/lib/money';
import { t } from '@/lib/texts';
import { type AgentRules, useSetTransferLimits } from '../api/agents';
import styles from '@/components/ui/layout/layout.module.css';

/**
 * What an agent may send its downline (one transfer, a business day's total; in `money`, the brand's currency), and the
 * brand's time zone its days follow (read only).
 */
export function TransferLimitsForm({ rules, money, canWrite }: { rules: AgentRules; money: MoneyFormat; canWrite: boolean }) {
  const save = useSetTransferLimits();
  const [min, setMin] = useState(amountText(rules.transferMinMinor, money.digits));
  const [max, setMax] = useState(amountText(rules.transferMaxMinor, money.digits));
  const [daily, setDaily] = useState(amountText(rules.transferDailyMaxMinor, money.digits));
  const [problem, setProblem] = useState('');
  return (
    <Panel title={t('ag_rules_title')}>
      <form
        className={styles.form}
        noValidate
        aria-label={t('ag_rules_title')}
        onSubmit={(e) => {
          e.preventDefault();
          const [a, b, c] = [min, max, daily].map((text) => amountToMinor(text, money.digits));
          if (a == null || b == null || c == null || a < 1) return setProblem(t(amountFormatKey(money.digits)));
          if (a > b || b > c) return setProblem(t('ag_limits_order'));
          setProblem('');
          save.mutate({ brandId: rules.brandId, transferMinMinor: a, transferMaxMinor: b, transferDailyMaxMinor: c });
        }}
      >
        <div className={styles.grid}>
          <TextField label={t('ag_transfer_min')} inputMode={amountInputMode(money.digits)} value={min} disabled={!canWrite} onChange={(e) => setMin(e.target.value)} />
          <TextField label={t('ag_transfer_max')} inputMode={amountInputMode(money.digits)} value={max} disabled={!canWrite} onChange={(e) => setMax(e.target.value)} />
          <TextField label={t('ag_transfer_daily')} inputMode={amountInputMode(money.digits)} value={daily} disabled={!canWrite} onChange={(e) => setDaily(e.target.value)} />
          <TextField label={t('ag_time_zone')} hint={t('ag_time_zone_hint')} value={rules.timeZone} readOnly />
        </div>
        {problem && <Notice tone="error">{problem}</Notice>}
        {save.isError && <Notice tone="error">{failureText(save.error)}</Notice>}
        {save.isSuccess && <Notice>{t('set_saved')}</Notice>}
        {canWrite && (
          <div>
            <Button type="submit" variant="primary" disabled={save.isPending}>
              {t('save')}
            </Button>
          </div>
        )}
      </form>
    </Panel>
  );
}
