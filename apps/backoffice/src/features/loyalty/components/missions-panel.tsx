import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { TextField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState, Notice } from '@/components/ui/states/states';
import { amountInputMode, type MoneyFormat } from '@/lib/money';
import { t } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { type OperatorMission, useMissions, useUpdateMission } from '../api/missions';
import { AMOUNT_KINDS, kindLabel, periodLabel, rewardText } from '../utils/loyalty-form';
import { loyaltyRefusal } from '../utils/refusal';
import { MissionForm } from './mission-form';
import styles from './loyalty.module.css';

/**
 * A mission's new target typed in the row (a count, or an amount of a currency of `digits` decimals for turnover and
 * deposit amount missions; the server reads it).
 */
function TargetForm({ mission, digits, pending, onSave, onCancel }: { mission: OperatorMission; digits: number; pending: boolean; onSave: (target: string) => void; onCancel: () => void }) {
  const [value, setValue] = useState(mission.targetText);
  return (
    <form
      className={styles.inline}
      aria-label={t('lo_retarget_label', { title: mission.title })}
      onSubmit={(e) => {
        e.preventDefault();
        onSave(value.replace(/,/g, '').trim());
      }}
    >
      <TextField className={styles.narrow} label={t('lo_new_target')} inputMode={AMOUNT_KINDS.has(mission.kind) ? amountInputMode(digits) : 'numeric'} value={value} onChange={(e) => setValue(e.target.value)} />
      <Button size="sm" type="submit" variant="primary" disabled={pending}>
        {t('save')}
      </Button>
      <Button size="sm" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </form>
  );
}

/**
 * The brand's missions: each with what it counts, its target and reward and whether players see it; switched on or
 * off and retargeted in its row (the budget refuses a change that pays more than turnover keeps), and new ones.
 */
export function MissionsPanel({ brandId }: { brandId: string }) {
  const missions = useMissions(brandId);
  const update = useUpdateMission(brandId);
  const money: MoneyFormat = useBrandMoney()(brandId);
  const [creating, setCreating] = useState(false);
  const [retargeting, setRetargeting] = useState<string | null>(null);
  const [done, setDone] = useState('');
  if (missions.isPending) return <LoadingState />;
  if (missions.isError) return <ErrorState error={missions.error} onRetry={() => void missions.refetch()} />;
  const change = (mission: OperatorMission, body: { active?: boolean; target?: string }, message: string) =>
    update.mutate(
      { brandId, code: mission.code, ...body },
      {
        onSuccess: () => {
          setDone(message);
          setRetargeting(null);
        },
      },
    );
  const columns: TableColumn<OperatorMission>[] = [
    { id: 'title', header: t('lo_title'), cell: (m) => <strong>{m.title}</strong>, csv: (m) => m.title },
    { id: 'code', header: t('lo_code'), cell: (m) => <span className="mono">{m.code}</span>, csv: (m) => m.code },
    { id: 'kind', header: t('lo_kind'), cell: (m) => `${kindLabel(m.kind)}${m.gameType ? ` · ${m.gameType}` : ''}`, csv: (m) => m.kind },
    { id: 'period', header: t('lo_period'), cell: (m) => periodLabel(m.period), csv: (m) => m.period },
    {
      id: 'target',
      header: t('lo_target'),
      numeric: true,
      cell: (m) =>
        retargeting === m.code ? (
          <TargetForm mission={m} digits={money.digits} pending={update.isPending} onCancel={() => setRetargeting(null)} onSave={(target) => change(m, { target }, t('lo_retargeted', { title: m.title, target }))} />
        ) : (
          m.targetText
        ),
      csv: (m) => m.targetText,
    },
    { id: 'reward', header: t('lo_reward'), cell: (m) => rewardText(m.reward, money), csv: (m) => rewardText(m.reward, money) },
    { id: 'state', header: t('lo_state'), cell: (m) => <span className={m.active ? styles.on : styles.off}>{m.active ? t('lo_on') : t('lo_off')}</span>, csv: (m) => (m.active ? 'on' : 'off') },
    {
      id: 'actions',
      header: '',
      cell: (m) => (
        <span className={styles.actions}>
          <Button size="sm" aria-label={t(m.active ? 'lo_switch_off_label' : 'lo_switch_on_label', { title: m.title })} disabled={update.isPending} onClick={() => change(m, { active: !m.active }, t(m.active ? 'lo_switched_off' : 'lo_switched_on', { title: m.title }))}>
            {m.active ? t('lo_switch_off') : t('lo_switch_on')}
          </Button>
          <Button size="sm" aria-label={t('lo_retarget_label', { title: m.title })} onClick={() => setRetargeting(m.code)}>
            {t('lo_retarget')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <>
      {creating ? (
        <MissionForm
          brandId={brandId}
          onCancel={() => setCreating(false)}
          onDone={(mission) => {
            setCreating(false);
            setDone(t('lo_mission_created', { title: mission.title }));
          }}
        />
      ) : null}
      <Panel
        title={t('lo_missions')}
        actions={
          !creating && (
            <Button variant="primary" onClick={() => setCreating(true)}>
              {t('lo_mission_new')}
            </Button>
          )
        }
      >
        {done && <Notice>{done}</Notice>}
        {update.isError && <Notice tone="error">{loyaltyRefusal(update.error)}</Notice>}
        {missions.data.list.length === 0 ? <EmptyState title={t('lo_missions_empty')} /> : <DataTable caption={t('lo_missions')} columns={columns} rows={missions.data.list} rowKey={(m) => m.code} />}
      </Panel>
    </>
  );
}
