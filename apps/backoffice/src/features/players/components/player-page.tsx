import { type ReactNode, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/panel/panel';
import { ErrorState, LoadingState } from '@/components/ui/states/states';
import { paths } from '@/config/paths';
import { t } from '@/lib/texts';
import { useBrandMoney } from '@/lib/use-brand-money';
import { usePlayer } from '../api/get-player';
import { MakeAgentPanel } from './make-agent-panel';
import { PlayerActions, type PlayerPermissions } from './player-actions';
import { PlayerBonuses } from './player-bonuses';
import { PlayerEmails } from './player-emails';
import { PlayerBets } from './player-bets';
import { PlayerLedger, TRANSFER_KINDS } from './player-ledger';
import { PlayerNotes } from './player-notes';
import { PlayerProfile } from './player-profile';
import { PlayerRg } from './player-rg';
import { UplinePanel } from './upline-panel';

/** One player: profile, wallets, logins, bonuses, the ledger, bets, transfers, the operators' notes and the emails sent. */
export function PlayerPage({
  playerId,
  brands,
  canWriteNotes,
  can = { status: false, access: false, limits: false, adjust: false, bonuses: false },
  riskFlags,
  children,
}: {
  playerId: number;
  brands: readonly { id: string; name: string }[];
  canWriteNotes: boolean;
  can?: PlayerPermissions;
  /** the player's risk flags (composed by the route from the risk feature), shown beside the linked accounts */
  riskFlags?: ReactNode;
  /** more sections (the player's withdrawals and deposits, composed by the route) */
  children?: ReactNode;
}) {
  const player = usePlayer(playerId);
  const moneyOf = useBrandMoney();
  const [params] = useSearchParams();
  const brandId = params.get('brandId');
  const username = player.data?.username;
  useEffect(() => {
    if (username) document.title = `${t('player_title', { username })} · ${t('app_name')}`;
  }, [username]);
  const back = (
    <Link to={{ pathname: paths.players, search: brandId ? `?brandId=${encodeURIComponent(brandId)}` : '' }}>
      ← {t('player_back')}
    </Link>
  );
  if (player.isPending) return <LoadingState rows={8} />;
  if (player.isError)
    return (
      <>
        {back}
        <ErrorState error={player.error} onRetry={() => void player.refetch()} />
      </>
    );
  const p = player.data;
  // every amount of the player is in their brand's currency
  const money = moneyOf(p.brandId);
  return (
    <>
      {back}
      <PageHeader title={t('player_title', { username: p.username })} />
      <PlayerProfile player={p} money={money} brandName={brands.find((b) => b.id === p.brandId)?.name ?? p.brandId} />
      {riskFlags}
      <PlayerActions player={p} money={money} can={can} />
      {can.agents && p.kind !== 'trial' && <MakeAgentPanel player={p} />}
      {can.agents && p.kind !== 'trial' && <UplinePanel player={p} />}
      <PlayerBonuses player={p} money={money} canWrite={can.bonuses} />
      <PlayerRg brandId={p.brandId} username={p.username} money={money} />
      <PlayerLedger playerId={p.id} money={money} />
      <PlayerBets playerId={p.id} money={money} />
      <PlayerLedger playerId={p.id} money={money} kinds={TRANSFER_KINDS} title={t('player_transfers')} pageParam="transfersPage" />
      <PlayerNotes playerId={p.id} canWrite={canWriteNotes} />
      <PlayerEmails brandId={p.brandId} email={p.email} />
      {children}
    </>
  );
}
