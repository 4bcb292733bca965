import type { CallValue } from '@app/contract/calls';
import { formatMoney } from '@app/contract/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state/empty-state';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useMoneyFormat } from '@/config/brand';
import { ApiError } from '@/lib/api-client';
import { usePvpRooms } from '../api/get-pvp-rooms';
import type { LaunchableGame } from '../hooks/use-launch-game';
import { guardLogin, useLobbyViewer } from '../utils/viewer';
import { LobbyIcon } from './lobby-icon';
import styles from './pvp-rooms.module.css';

type Room = CallValue<'pvpRooms'>['list'][number];

/** The PVP room list (members): stakes, players and seats, status; Join launches the room's game with its roomId. */
export function PvpRooms({
  vassalage,
  launching,
  onLaunch,
}: {
  vassalage: string;
  launching: number | null;
  onLaunch: (game: LaunchableGame, room: { roomId: number }) => void;
}) {
  const { t } = useTranslation();
  const viewer = useLobbyViewer();
  const money = useMoneyFormat();
  const [page, setPage] = useState({ vassalage, pageNo: 1 });
  const pageNo = page.vassalage === vassalage ? page.pageNo : 1;
  const rooms = usePvpRooms(viewer.token, vassalage, pageNo);

  if (!viewer.token)
    return (
      <EmptyState icon="lock" title={t('lobby_rooms_login_title')} text={t('lobby_rooms_login_text')}>
        <Button size="sm" onClick={() => guardLogin(viewer)}>
          {t('lobby_login_to_play')}
        </Button>
      </EmptyState>
    );
  if (rooms.isPending)
    return (
      <div className={styles.list} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={132} radius={16} />
        ))}
      </div>
    );
  if (rooms.isError)
    return <ErrorState message={t(rooms.error instanceof ApiError ? rooms.error.messageKey : 'err_network_error')} onRetry={() => void rooms.refetch()} />;
  if (rooms.data.list.length === 0) return <EmptyState icon="inbox" title={t('lobby_no_rooms')} />;

  const join = (room: Room) =>
    onLaunch(
      { nodeId: room.nodeId, vassalage: room.vassalage, vendorName: room.vassalage, gameType: 'PVP', gameName: room.gameName, isGame: 'GAME', accountTypeName: null },
      { roomId: room.roomId },
    );
  return (
    <>
      <ul className={styles.list} aria-label={t('lobby_rooms')} data-testid="pvp-rooms">
        {rooms.data.list.map((room) => {
          const fill = room.seats ? room.players / room.seats : 0;
          return (
            <li key={room.roomId} className={styles.room} data-status={room.status}>
              <div className={styles.top}>
                <div>
                  <p className={styles.game}>{room.gameName}</p>
                  <p className={styles.name}>{room.roomName}</p>
                </div>
                <span className={styles.status}>{t(`lobby_room_${room.status.toLowerCase()}`)}</span>
              </div>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('lobby_room_stakes')}</dt>
                  <dd>
                    {formatMoney(room.minBetMinor, money)} – {formatMoney(room.maxBetMinor, money)}
                  </dd>
                </div>
                <div>
                  <dt>{t('lobby_room_players')}</dt>
                  <dd>
                    <LobbyIcon name="users" size={14} /> {room.players}/{room.seats}
                  </dd>
                </div>
              </dl>
              <div className={styles.seats} aria-hidden="true">
                <span style={{ width: `${Math.round(fill * 100)}%` }} />
              </div>
              <span className={styles.spacer} />
              <Button
                size="sm"
                variant={room.status === 'OPEN' ? 'primary' : 'outline'}
                disabled={room.status !== 'OPEN' || launching === room.nodeId}
                onClick={() => join(room)}
                aria-label={t('lobby_join_room', { name: `${room.gameName} ${room.roomName}` })}
              >
                {launching === room.nodeId ? t('lobby_opening') : t('lobby_join')}
              </Button>
            </li>
          );
        })}
      </ul>
      <Pagination page={pageNo} totalPages={rooms.data.totalPages} onChange={(p) => setPage({ vassalage, pageNo: p })} disabled={rooms.isFetching} />
    </>
  );
}
