import { Panel } from '@/components/ui/panel/panel';
import { ErrorState, LoadingState } from '@/components/ui/states/states';
import { t } from '@/lib/texts';
import { useHeldRewards, useRiskFlags } from '../api/risk';
import { RiskFlagsTable } from './flags-panel';
import { HeldRewardsTable } from './held-rewards-panel';

/** A player's held rewards, newest 20 (shown only once the player has any); a held one dropped here (risk.write). */
function PlayerHeldRewards({ memberId, canDrop }: { memberId: number; canDrop: boolean }) {
  const rewards = useHeldRewards({ memberId, pageNo: 1, pageSize: 20 });
  if (rewards.isPending) return <LoadingState rows={2} />;
  if (rewards.isError) return <ErrorState error={rewards.error} onRetry={() => void rewards.refetch()} />;
  if (rewards.data.list.length === 0) return null;
  return (
    <section aria-label={t('risk_held_title')}>
      <h3>{t('risk_held_title')}</h3>
      <HeldRewardsTable rewards={rewards.data.list} canDrop={canDrop} showPlayer={false} empty={t('risk_held_none')} />
    </section>
  );
}

/**
 * A player's risk flags on their profile: open and resolved, newest 20; an open one resolved here (risk.write). Below
 * them, the rewards an open flag held.
 */
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
      <PlayerHeldRewards memberId={memberId} canDrop={canResolve} />
    </Panel>
  );
}
