import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { parseMajor } from '@/components/ui/confirm-bar/confirm-bar';
import { TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { failureText, Notice } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import { type AgentRules, useSetTransferLimits } from '../api/agents';
import styles from '@/components/ui/layout/layout.module.css';

const major = (minor: number) => (minor / 100).toFixed(2);

/** What an agent may send its downline (one transfer, a business day's total), and the brand's time zone its days follow (read only). */
export function TransferLimitsForm({ rules, canWrite }: { rules: AgentRules; canWrite: boolean }) {
  const save = useSetTransferLimits();
  const [min, setMin] = useState(major(rules.transferMinMinor));
  const [max, setMax] = useState(major(rules.transferMaxMinor));
  const [daily, setDaily] = useState(major(rules.transferDailyMaxMinor));
  const [problem, setProblem] = useState('');
  return (
    <Panel title={t('ag_rules_title')}>
      <form
        className={styles.form}
        noValidate
        aria-label={t('ag_rules_title')}
        onSubmit={(e) => {
          e.preventDefault();
          const [a, b, c] = [parseMajor(min), parseMajor(max), parseMajor(daily)];
          if (a === null || b === null || c === null || a < 1) return setProblem(t('amount_format'));
          if (a > b || b > c) return setProblem(t('ag_limits_order'));
          setProblem('');
          save.mutate({ brandId: rules.brandId, transferMinMinor: a, transferMaxMinor: b, transferDailyMaxMinor: c });
        }}
      >
        <div className={styles.grid}>
          <TextField label={t('ag_transfer_min')} inputMode="decimal" value={min} disabled={!canWrite} onChange={(e) => setMin(e.target.value)} />
          <TextField label={t('ag_transfer_max')} inputMode="decimal" value={max} disabled={!canWrite} onChange={(e) => setMax(e.target.value)} />
          <TextField label={t('ag_transfer_daily')} inputMode="decimal" value={daily} disabled={!canWrite} onChange={(e) => setDaily(e.target.value)} />
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
