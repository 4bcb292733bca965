import { Link } from 'react-router';
import { DataTable, type TableColumn } from '@/components/ui/data-table/data-table';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState } from '@/components/ui/states/states';
import { paths } from '@/config/paths';
import { formatTime } from '@/lib/format';
import { formatAmount, type MoneyFormat } from '@/lib/money';
import { t } from '@/lib/texts';
import type { PlayerDetail } from '../api/get-player';
import { LinkedGraph } from './linked-graph';
import styles from './players.module.css';

type Wallet = PlayerDetail['wallets'][number];
type Login = PlayerDetail['recentLogins'][number];

const walletColumns = (money: MoneyFormat): TableColumn<Wallet>[] => [
  { id: 'code', header: t('player_wallet'), cell: (w) => w.code },
  { id: 'balance', header: t('player_balance'), numeric: true, cell: (w) => formatAmount(w.balanceMinor, money) },
];

const loginColumns: TableColumn<Login>[] = [
  { id: 'at', header: t('col_when'), cell: (l) => formatTime(l.at) },
  { id: 'ip', header: t('col_ip'), cell: (l) => <span className="mono">{l.ip}</span> },
  { id: 'device', header: t('col_device'), cell: (l) => l.userAgent },
];

/** Who the player is, what every wallet holds (in `money`, the brand's currency), and where they signed in from. */
export function PlayerProfile({ player, brandName, money }: { player: PlayerDetail; brandName: string; money: MoneyFormat }) {
  const details: [string, string | number][] = [
    [t('col_id'), player.id],
    [t('col_brand'), brandName],
    [t('col_kind'), player.kind],
    [t('col_vip'), player.vipLevel],
    [t('col_name'), player.realName ?? t('none')],
    [t('col_mobile'), player.mobile ?? t('none')],
    [t('player_email'), player.email ?? t('none')],
    [t('player_upline'), player.upline ?? t('none')],
    [t('player_registration_ip'), player.registrationIp ?? t('none')],
    [t('col_registered'), formatTime(player.registeredAt)],
    [t('col_last_login'), formatTime(player.lastLoginAt) || t('none')],
    [t('player_held'), formatAmount(player.heldMinor, money)],
    [t('pa_status'), player.status],
    [t('pa_login_locked'), player.loginLocked ? t('yes') : t('no')],
    [
      t('pa_play_block'),
      player.playBlock
        ? player.playBlock.until
          ? t('pa_play_block_value', { kind: player.playBlock.kind.replace(/_/g, ' '), until: formatTime(player.playBlock.until) })
          : t('pa_play_block_forever', { kind: player.playBlock.kind.replace(/_/g, ' ') })
        : t('none'),
    ],
  ];
  return (
    <>
      <Panel title={t('player_details')}>
        <dl className={styles.details}>
          {details.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>{t('pa_linked')}</dt>
            <dd>
              {player.linkedAccounts.length === 0 ? (
                t('none')
              ) : (
                <>
                <LinkedGraph username={player.username} linked={player.linkedAccounts} />
                <ul className={styles.linked}>
                  {player.linkedAccounts.map((l) => (
                    <li key={`${l.memberId}-${l.reason}-${l.via?.memberId ?? 0}`}>
                      <Link to={paths.player(l.memberId)}>
                        {l.ring === 2
                          ? t('linked_second_ring', { username: l.username, reason: l.reason.replace(/_/g, ' '), via: l.via?.username ?? '?' })
                          : t('linked_reason', { username: l.username, reason: l.reason.replace(/_/g, ' ') })}
                      </Link>
                    </li>
                  ))}
                </ul>
                </>
              )}
            </dd>
          </div>
        </dl>
      </Panel>
      <div className={styles.grid}>
        <Panel title={t('player_wallets')}>
          <DataTable caption={t('player_wallets')} columns={walletColumns(money)} rows={player.wallets} rowKey={(w) => w.code} />
          <p className="muted">
            {t('player_held')}: {formatAmount(player.heldMinor, money)} · {t('player_held_hint')}
          </p>
        </Panel>
        <Panel title={t('player_logins')}>
          {player.recentLogins.length === 0 ? (
            <EmptyState>{t('player_logins_empty')}</EmptyState>
          ) : (
            <DataTable caption={t('player_logins')} columns={loginColumns} rows={player.recentLogins} rowKey={(l) => `${l.at}-${l.ip}`} />
          )}
        </Panel>
      </div>
    </>
  );
}
