import { Panel } from '@/components/ui/panel/panel';
import { ErrorState, LoadingState } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import { useRiskFlags } from '../api/risk';
import { RiskFlagsTable } from './flags-panel';

/** A player's risk flags on their profile: open and resolved, newest 20; an open one resolved here (risk.write). */
export function PlayerRiskFlags({ memberId, canResolve }: { memberId: number; canResolve: boolean }) {
  const flags = useRiskFlags({ memberId, pageNo: 1, pageSize: 20 });
  return (
    <Panel title={t('risk_flags')}>
      {flags.isPending ? (
        <LoadingState rows={3} />
      ) : flags.isError ? (
        <ErrorState error={flags.error} onRetry={() => void flags.refetch()} />
      ) : (
        <RiskFlagsTable flags={flags.data.list} canResolve={canResolve} showPlayer={false} empty={t('risk_flags_none')} />
      )}
    </Panel>
  );
}
