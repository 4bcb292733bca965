import { Link, useParams } from 'react-router';
import { Panel } from '@/components/ui/panel/panel';
import { paths } from '@/config/paths';
import { t } from '@/lib/texts';
import { PlayerPage } from '@/features/players/components/player-page';
import { PlayerRiskFlags } from '@/features/risk/components/player-risk-flags';
import { can, useMe } from '@/lib/shared-api/get-me';
import { RequirePermission } from '../require-permission';
import { Component as NotFound } from './not-found';
import styles from './player.module.css';

export function Component() {
  const { id } = useParams();
  const me = useMe();
  const playerId = Number(id);
  if (!Number.isInteger(playerId) || playerId <= 0) return <NotFound />;
  return (
    <RequirePermission permission="players.read">
      <PlayerPage
        key={playerId}
        playerId={playerId}
        brands={me.data?.brands ?? []}
        canWriteNotes={can(me.data, 'players.notes')}
        can={{
          status: can(me.data, 'players.status'),
          access: can(me.data, 'players.access'),
          limits: can(me.data, 'players.limits'),
          adjust: can(me.data, 'adjustments.write'),
          bonuses: can(me.data, 'bonuses.write'),
          agents: can(me.data, 'agents.write'),
        }}
        riskFlags={<PlayerRiskFlags memberId={playerId} canResolve={can(me.data, 'risk.write')} />}
      >
        <Panel title={t('player_money_lists')}>
          <ul className={styles.links}>
            <li>
              <Link to={{ pathname: paths.withdrawals, search: `?memberId=${playerId}&status=requested` }}>{t('player_withdrawals')}</Link>
            </li>
            <li>
              <Link to={{ pathname: paths.deposits, search: `?memberId=${playerId}` }}>{t('player_deposits')}</Link>
            </li>
          </ul>
        </Panel>
      </PlayerPage>
    </RequirePermission>
  );
}
