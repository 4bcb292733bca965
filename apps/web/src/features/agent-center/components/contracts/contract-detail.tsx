import type { ContractDetail } from '@app/contract/agent-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { ErrorState } from '@/components/ui/empty-state/empty-state';
import { problemOf } from '@/components/ui/form/problem-of';
import { useProblemText } from '@/components/ui/form/problem';
import { FormAlert } from '@/components/ui/form/submit-button';
import { Money } from '@/components/ui/money/money';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { useAgentContractDetail } from '../../api/get-agent-contract-detail';
import { useRespondContract } from '../../api/respond-contract';
import { useTerminateContract } from '../../api/terminate-contract';
import { formatWhen } from '@/lib/format';
import { ratePercent } from '../../utils/terms';
import styles from '../agent-center.module.css';
import { TermsList } from './terms-list';

type Pending = 'accept' | 'reject' | 'terminate' | null;

/** One contract: its terms, the running period, its history, and what the agent may do (each confirmed first). */
export function ContractDetailView({ token, id }: { token: string; id: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = useAgentContractDetail(token, { id });
  if (detail.isPending) return <Skeleton height={200} radius={12} />;
  if (detail.isError)
    return <ErrorState compact message={t(detail.error instanceof ApiError ? detail.error.messageKey : 'err_network_error')} onRetry={() => void detail.refetch()} />;
  const c = detail.data;
  return (
    <div className={styles.stack} data-testid={`contract-${c.id}`}>
      <p className={styles.lead}>
        {t(c.role === 'upline' ? 'ag_contract_to' : 'ag_contract_from', { account: c.role === 'upline' ? c.downline.account : c.upline.account })} · {t(`ag_state_${c.state}`)}
      </p>
      <TermsList kind={c.kind} terms={c.terms} />
      {c.currentPeriod && (
        <p className={styles.muted}>
          {t('ag_running_period', { from: formatWhen(c.currentPeriod.periodStart, language), to: formatWhen(c.currentPeriod.periodEnd, language) })}:{' '}
          <Money value={c.currentPeriod.amountMinor} /> {t(c.currentPeriod.conditionsMet ? 'ag_conditions_met' : 'ag_conditions_not_met')}
        </p>
      )}
      <ContractActions contract={c} />
      <ol className={styles.terms} aria-label={t('ag_history')}>
        {c.history.map((e, i) => (
          <li key={i}>
            {formatWhen(e.at, language)} · {t(`ag_state_${e.to}`)} · {t(`ag_by_${e.by}`)}
            {e.reason ? ` · ${t(`ag_reason_${e.reason}`, { defaultValue: e.reason })}` : ''}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Accept, reject or terminate, each after a confirmation; accepting names the downline contracts it terminates. */
export function ContractActions({ contract: c }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const respond = useRespondContract();
  const terminate = useTerminateContract();
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<unknown>();
  const busy = respond.isPending || terminate.isPending;
  const confirm = async () => {
    setError(undefined);
    try {
      if (pending === 'terminate') await terminate.mutateAsync({ id: c.id });
      else if (pending) await respond.mutateAsync({ id: c.id, action: pending });
      setPending(null);
    } catch (e) {
      setError(e);
    }
  };
  if (!c.actions.accept && !c.actions.reject && !c.actions.terminate) return null;
  return (
    <div className={styles.stack}>
      {pending ? (
        <div className={styles.consent} role="alertdialog" aria-label={t(`ag_confirm_${pending}`)} data-testid="contract-confirm">
          <p>{t(`ag_confirm_${pending}_text`, { rate: ratePercent(c.terms.rateBp), account: c.role === 'upline' ? c.downline.account : c.upline.account })}</p>
          {pending === 'accept' && c.terminatesOnAccept.length > 0 && (
            <>
              <p>{t('ag_accept_terminates', { count: c.terminatesOnAccept.length })}</p>
              <ul className={styles.terms}>
                {c.terminatesOnAccept.map((x) => (
                  <li key={x.id}>{t('ag_terminated_line', { id: x.id, downline: x.downline, rate: ratePercent(x.rateBp) })}</li>
                ))}
              </ul>
            </>
          )}
          <FormAlert message={error ? problemText(problemOf(error).problem) : undefined} />
          <div className={styles.actions}>
            <Button size="sm" onClick={() => void confirm()} disabled={busy}>
              {t(`ag_confirm_${pending}`)}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setPending(null)} disabled={busy}>
              {t('ag_cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          {c.actions.accept && <Button size="sm" onClick={() => setPending('accept')}>{t('ag_accept')}</Button>}
          {c.actions.reject && <Button size="sm" variant="outline" onClick={() => setPending('reject')}>{t('ag_reject')}</Button>}
          {c.actions.terminate && <Button size="sm" variant="outline" onClick={() => setPending('terminate')}>{t('ag_terminate')}</Button>}
        </div>
      )}
    </div>
  );
}
