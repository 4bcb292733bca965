import type { GameItem } from '@app/contract/games';
import { INHOUSE_GAMES, type InhouseGame } from '@app/contract/inhouse-games';
import { formatMoney, majorToMinor } from '@app/contract/money';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { ErrorState } from '@/components/ui/empty-state/empty-state';
import { Modal } from '@/components/ui/modal/modal';
import { modals } from '@/components/ui/modal/modal-store';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useMoneyFormat } from '@/config/brand';
import { ApiError } from '@/lib/api-client';
import { useGameList } from '../api/get-game-list';
import { useInhouseRules } from '../api/get-inhouse-rules';
import { LobbyIcon } from '../components/lobby-icon';
import { VERIFY_ROUNDS_MODAL } from '../modal-names';
import { guardLogin, useLobbyViewer } from '../utils/viewer';
import { InhouseArt } from './inhouse-art';
import { RoundsTable } from './rounds-table';
import styles from './inhouse-lobby.module.css';

const isInhouseGame = (id: string): id is InhouseGame => (INHOUSE_GAMES as readonly string[]).includes(id);

type InhouseRule = NonNullable<ReturnType<typeof useInhouseRules>['data']>[number];

/**
 * One game's feature card. Without its game (the list still loading) it is its own skeleton: the same art, kicker,
 * pitch and chips, so the page does not move when the names and the stake range arrive.
 */
function InhouseCard({ gameKey, game, rule, launching = false, onLaunch }: { gameKey: InhouseGame; game?: GameItem; rule?: InhouseRule; launching?: boolean; onLaunch?: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <li className={styles.card} data-game={gameKey} aria-hidden={game ? undefined : true}>
      <InhouseArt game={gameKey} />
      <div className={styles.body}>
        <p className={styles.kicker}>{t(`lobby_inhouse_${gameKey}`)}</p>
        <h2 className={styles.name}>{game ? game.gameName : <Skeleton width="60%" height="1.1em" />}</h2>
        <p className={styles.pitch}>{t(`lobby_inhouse_${gameKey}_pitch`)}</p>
        <div className={styles.chips}>
          <span className={styles.chip}>
            {t('lobby_rtp')} {rule ? `${(rule.rtp * 100).toFixed(2)}%` : '—'}
          </span>
          <span className={styles.chip}>
            <LobbyIcon name="shield" size={13} /> {t('lobby_provably_fair')}
          </span>
          {/* the stake range's place is kept (a typical range, unseen) until the rules arrive */}
          <span className={styles.chip} data-placeholder={rule ? undefined : 'true'}>
            {formatMoney(rule?.minStakeMinor ?? majorToMinor(1, money.digits), money)} – {formatMoney(rule?.maxStakeMinor ?? majorToMinor(1000, money.digits), money)}
          </span>
        </div>
        {game ? (
          <Button
            className={styles.play}
            onClick={onLaunch}
            disabled={launching || game.maintenance}
            // the name starts with what the button shows ("Play now: Dice Duel"), never replaces it
            aria-label={game.maintenance || launching ? undefined : t('lobby_play_game', { name: game.gameName })}
          >
            <LobbyIcon name="play" size={16} filled />
            {game.maintenance ? t('lobby_maintenance') : launching ? t('lobby_opening') : t('lobby_play_now')}
          </Button>
        ) : (
          <Button className={styles.play} disabled>
            <LobbyIcon name="play" size={16} filled />
            {t('lobby_play_now')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * /inhouse: our own games as feature cards (published return to player, stake range, provably fair), how the
 * fairness works, and for members the verification of their past rounds.
 */
export function InhouseLobby({ launching, onLaunch }: { launching: number | null; onLaunch: (game: GameItem) => void }) {
  const { t } = useTranslation();
  const viewer = useLobbyViewer();
  const money = useMoneyFormat();
  const list = useGameList({ gameType: 'INHOUSE' });
  const rules = useInhouseRules();
  const games = list.data?.pages.flatMap((p) => p.list) ?? [];

  const openVerify = () => {
    if (guardLogin(viewer)) modals.open(VERIFY_ROUNDS_MODAL);
  };

  return (
    <>
      {list.isError ? (
        <ErrorState message={t(list.error instanceof ApiError ? list.error.messageKey : 'err_network_error')} onRetry={() => void list.refetch()} />
      ) : (
        <ul className={styles.cards} aria-label={t('lobby_inhouse_games')} data-testid="inhouse-cards" aria-busy={list.isPending || undefined}>
          {list.isPending
            ? INHOUSE_GAMES.map((key) => <InhouseCard key={key} gameKey={key} />)
            : games.map((game) => (
                <InhouseCard
                  key={game.nodeId}
                  gameKey={isInhouseGame(game.gameId) ? game.gameId : 'slot'}
                  game={game}
                  rule={rules.data?.find((r) => r.nodeId === game.nodeId)}
                  launching={launching === game.nodeId}
                  onLaunch={() => onLaunch(game)}
                />
              ))}
        </ul>
      )}

      <section className={styles.fair} aria-labelledby="inhouse-fair-title">
        <div className={styles.fairHead}>
          <span className={styles.fairIcon} aria-hidden="true">
            <LobbyIcon name="shield" size={24} />
          </span>
          <div>
            <h2 id="inhouse-fair-title">{t('lobby_fair_title')}</h2>
            <p>{t('lobby_fair_intro')}</p>
          </div>
          <Button variant="outline" onClick={openVerify}>
            <LobbyIcon name="history" size={16} />
            {t('lobby_verify_my_rounds')}
          </Button>
        </div>
        <ol className={styles.steps}>
          {[1, 2, 3].map((n) => (
            <li key={n}>
              <span className={styles.stepNo}>{n}</span>
              <div>
                <h3>{t(`lobby_fair_step${n}_title`)}</h3>
                <p>{t(`lobby_fair_step${n}_text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <Modal name={VERIFY_ROUNDS_MODAL} title={t('lobby_verify_my_rounds')} width={920}>
        {viewer.token && <RoundsTable owner={{ token: viewer.token }} money={money} showGame />}
      </Modal>
    </>
  );
}
