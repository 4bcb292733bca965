import type { ContractKind } from '@app/contract/agent-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Money } from '@/components/ui/money/money';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Panel, StatusPill, type PillTone } from '@/components/ui/panel/panel';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { useAgentContracts } from '../../api/get-agent-contracts';
import { useContractKindPage } from '../../hooks/use-contract-kind-page';
import { formatWhen } from '@/lib/format';
import { ratePercent } from '../../utils/terms';
import { PageSkeleton } from '../skeletons';
import styles from '../agent-center.module.css';
import { ContractDetailView } from './contract-detail';
import { OfferForm } from './offer-form';

const stateTone: Record<string, PillTone> = { offered: 'info', accepted: 'success', rejected: 'neutral', terminated: 'danger', finished: 'neutral' };

/**
 * The page of one contract kind (dividend, daily, hourly or real-time salary): offers waiting for the agent's answer,
 * the contracts in force with the running period, the offer form, every contract of the kind with its state and
 * history, and the payments.
 */
export function ContractKindPage({ token, kind }: { token: string; kind: ContractKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [paymentsPage, setPaymentsPage] = useState(1);
  const page = useContractKindPage(kind, token, paymentsPage);
  if (page.isPending) return <PageSkeleton />;
  if (page.isError && !page.data)
    return <ErrorState message={t(page.error instanceof ApiError ? page.error.messageKey : 'err_network_error')} onRetry={() => void page.refetch()} />;
  const d = page.data;
  return (
    <div className={styles.stack}>
      {d.pendingOffers.length > 0 && (
        <Panel title={t('ag_offers_waiting')} testId="offers-waiting">
          {d.pendingOffers.map((o) => (
            <ContractDetailView key={o.id} token={token} id={o.id} />
          ))}
        </Panel>
      )}
      <Panel title={t('ag_in_force')}>
        {d.contracts.length === 0 ? (
          <EmptyState compact icon="records" title={t('ag_no_contracts')} />
        ) : (
          <ul className={styles.tree}>
            {d.contracts.map((c) => (
              <li key={c.id} className={styles.node}>
                <strong>{c.role === 'upline' ? c.downline.account : c.upline.account}</strong>
                <span className={styles.muted}>{t(c.role === 'upline' ? 'ag_i_pay' : 'ag_i_receive')}</span>
                <span>{ratePercent(c.terms.rateBp)}</span>
                <span className={styles.muted}>
                  {t('ag_so_far')}: <Money value={c.currentPeriod.amountMinor} /> ({t(c.currentPeriod.conditionsMet ? 'ag_conditions_met' : 'ag_conditions_not_met')})
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('ag_offer_contract')}>
        <OfferForm kind={kind} maxRateBp={d.offerRateCapBp} />
      </Panel>
      <ContractList token={token} kind={kind} />
      <Panel title={t('ag_payments')} action={<Money value={d.payments.totalPaidMinor} />} testId="contract-payments">
        {d.payments.list.length === 0 ? (
          <EmptyState compact icon="wallet" title={t('ag_no_payments')} />
        ) : (
          <ul className={styles.tree}>
            {d.payments.list.map((p) => (
              <li key={p.id} className={styles.node}>
                <span>{formatWhen(p.periodStart, language)}</span>
                <span>{p.counterpart}</span>
                <Money value={p.amountMinor} />
                <StatusPill tone={p.status === 'paid' ? 'success' : p.status === 'unpaid' ? 'warning' : 'neutral'}>{t(`ag_settlement_${p.status}`)}</StatusPill>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={paymentsPage} totalPages={d.payments.totalPages} onChange={setPaymentsPage} disabled={page.isFetching} />
      </Panel>
    </div>
  );
}

/** Every contract of the kind (as upline and as downline) with its state; one opens to its detail and history. */
function ContractList({ token, kind }: { token: string; kind: ContractKind }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number>();
  const list = useAgentContracts(token, { kind, pageNo, pageSize: 10 });
  return (
    <Panel title={t('ag_all_contracts')} testId="contract-list">
      {list.isPending ? (
        <PageSkeleton />
      ) : list.isError ? (
        <ErrorState compact message={t(list.error instanceof ApiError ? list.error.messageKey : 'err_network_error')} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState compact icon="records" title={t('ag_no_contracts')} />
      ) : (
        <ul className={styles.tree}>
          {list.data.list.map((c) => (
            <li key={c.id}>
              <div className={styles.node}>
                <Button size="sm" variant="ghost" onClick={() => setOpen(open === c.id ? undefined : c.id)} aria-expanded={open === c.id}>
                  #{c.id} {c.role === 'upline' ? c.downline.account : c.upline.account}
                </Button>
                <span>{ratePercent(c.terms.rateBp)}</span>
                <StatusPill tone={stateTone[c.state]}>{t(`ag_state_${c.state}`)}</StatusPill>
              </div>
              {open === c.id && <ContractDetailView token={token} id={c.id} />}
            </li>
          ))}
        </ul>
      )}
      {list.data && <Pagination page={pageNo} totalPages={list.data.totalPages} onChange={setPageNo} disabled={list.isFetching} />}
    </Panel>
  );
}
