import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { Dialog } from '@/components/ui/dialog/dialog';
import { SelectField, TextField } from '@/components/ui/field/field';
import { PageHeader, Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, failureText, LoadingState, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { amountText, formatAmount } from '@/lib/money';
import { t, type TextKey } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { useUrlState } from '@/lib/url-state';
import { type AgentContract, type ContractState, useAgentContracts, useAgentRules, useTerminateContract } from '../api/agents';
import { AmendContractForm } from './amend-contract-form';
import { CreateAgentForm } from './create-agent-form';
import { TransferLimitsForm } from './transfer-limits-form';
import styles from '@/components/ui/layout/layout.module.css';

const states: readonly ContractState[] = ['offered', 'accepted', 'rejected', 'terminated', 'finished'];
const kindName = (kind: string) => t(`ag_kind.${kind}` as TextKey);

/** Ends an accepted contract with a reason both parties read in their message. */
function TerminateForm({ contract, onDone }: { contract: AgentContract; onDone: (message: string) => void }) {
  const terminate = useTerminateContract();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!reason.trim()) return setProblem(t('reason_required'));
        terminate.mutate({ id: contract.id, reason: reason.trim() }, { onSuccess: () => onDone(t('ag_terminated', { id: contract.id })) });
      }}
    >
      <p>{t('ag_terminate_text', { kind: kindName(contract.kind), upline: contract.upline, downline: contract.downline })}</p>
      <TextField label={t('ag_terminate_reason')} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} error={problem || undefined} />
      {terminate.isError && <Notice tone="error">{failureText(terminate.error)}</Notice>}
      <div>
        <Button type="submit" variant="danger" disabled={terminate.isPending}>
          {t('ag_terminate')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Agents of a brand (the shell's switcher): the downline transfer limits, every contract with what it has paid (an
 * accepted one ended here with a reason), and what the house paid agents over the last 30 days.
 */
export function AgentsPage({ brands, canWrite }: { brands: readonly { id: string; name: string }[]; canWrite: boolean }) {
  const [values, update] = useUrlState({ brandId: '', state: '' });
  const brandId = brands.some((b) => b.id === values.brandId) ? values.brandId : (brands[0]?.id ?? '');
  const rules = useAgentRules(brandId);
  const money = useBrandMoney()(brandId);
  const contracts = useAgentContracts(brandId, values.state as ContractState | '');
  const [ending, setEnding] = useState<AgentContract | null>(null);
  const [amending, setAmending] = useState<AgentContract | null>(null);
  const [done, setDone] = useState('');
  const columns: TableColumn<AgentContract>[] = [
    { id: 'id', header: '#', numeric: true, cell: (c) => c.id, csv: (c) => c.id },
    { id: 'kind', header: t('ag_kind'), cell: (c) => kindName(c.kind), csv: (c) => c.kind },
    { id: 'parties', header: t('ag_parties'), cell: (c) => `${c.upline} → ${c.downline}`, csv: (c) => `${c.upline} > ${c.downline}` },
    {
      id: 'rate',
      header: t('ag_rate'),
      numeric: true,
      cell: (c) => (
        <>
          {`${(c.rateBp / 100).toFixed(2)}%`}
          {c.amendment && (
            <>
              <br />
              <small>{t('ag_amendment_waiting', { rate: (c.amendment.rateBp / 100).toFixed(2), from: formatTime(c.amendment.effectiveAt), operator: c.amendment.operator })}</small>
            </>
          )}
        </>
      ),
      csv: (c) => c.rateBp / 100,
    },
    { id: 'state', header: t('ag_state'), cell: (c) => t(`ag_state.${c.state}` as TextKey), csv: (c) => c.state },
    { id: 'period', header: t('promo_period'), cell: (c) => `${formatTime(c.startAt)} – ${c.endAt ? formatTime(c.endAt) : t('none')}` },
    { id: 'paid', header: t('ag_paid'), numeric: true, cell: (c) => `${formatAmount(c.paidMinor, money)} (${c.paidCount})`, csv: (c) => amountText(c.paidMinor, money.digits) },
    { id: 'unpaid', header: t('ag_unpaid'), numeric: true, cell: (c) => c.unpaidCount, csv: (c) => c.unpaidCount },
    ...(canWrite
      ? [
          {
            id: 'actions',
            header: t('col_actions'),
            cell: (c: AgentContract) =>
              c.state === 'accepted' && (
                <span className={styles.buttons}>
                  <Button size="sm" aria-label={t('ag_amend_label', { id: c.id })} onClick={() => setAmending(c)}>
                    {t('ag_amend')}
                  </Button>
                  <Button size="sm" variant="danger" aria-label={t('ag_terminate_label', { id: c.id })} onClick={() => setEnding(c)}>
                    {t('ag_terminate')}
                  </Button>
                </span>
              ),
          },
        ]
      : []),
  ];
  if (rules.isPending) return <LoadingState />;
  if (rules.isError) return <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />;
  const list = contracts.data?.list ?? [];
  return (
    <>
      <PageHeader title={t('ag_title')} />
      {done && <Notice>{done}</Notice>}
      <TransferLimitsForm key={brandId} rules={rules.data} money={money} canWrite={canWrite} />
      {canWrite && <CreateAgentForm key={`create-${brandId}`} brandId={brandId} />}
      <Panel title={t('ag_house_paid')}>
        {(contracts.data?.housePaid.length ?? 0) === 0 ? (
          <p className={styles.hint}>{t('ag_house_paid_none')}</p>
        ) : (
          <dl className={styles.figures}>
            {contracts.data!.housePaid.map((h) => (
              <div key={h.kind}>
                <dt>{kindName(h.kind)}</dt>
                <dd>
                  {formatAmount(h.amountMinor, money)} · {t('ag_payments', { n: h.payments })}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Panel>
      <Panel title={t('ag_contracts')}>
        <SelectField label={t('ag_state')} value={values.state} onChange={(e) => update({ state: e.target.value })} options={[{ value: '', label: t('ag_state_all') }, ...states.map((s) => ({ value: s, label: t(`ag_state.${s}`) }))]} />
        {contracts.isPending ? (
          <LoadingState rows={4} />
        ) : contracts.isError ? (
          <ErrorState error={contracts.error} onRetry={() => void contracts.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState title={t('ag_contracts_empty')} />
        ) : (
          <DataTable caption={t('ag_contracts')} columns={columns} rows={list} rowKey={(c) => c.id} />
        )}
      </Panel>
      <Dialog title={amending ? t('ag_amend_label', { id: amending.id }) : ''} open={amending !== null} onClose={() => setAmending(null)}>
        {amending && (
          <AmendContractForm
            contract={amending}
            money={money}
            onDone={(message) => {
              setDone(message);
              setAmending(null);
            }}
          />
        )}
      </Dialog>
      <Dialog title={ending ? t('ag_terminate_label', { id: ending.id }) : ''} open={ending !== null} onClose={() => setEnding(null)}>
        {ending && (
          <TerminateForm
            contract={ending}
            onDone={(message) => {
              setDone(message);
              setEnding(null);
            }}
          />
        )}
      </Dialog>
    </>
  );
}
