import { useTranslation } from 'react-i18next';
import { useBrand } from '@/config/brand';
import { formatWhenWithZone } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { Modal } from '@/components/ui/modal/modal';
import { modals, useModalEntry } from '@/components/ui/modal/modal-store';
import type { MaintenanceProps } from '../hooks/use-launch-game';
import { GAME_MAINTENANCE_MODAL } from '../modal-names';
import { StaticGameGrid } from './game-grid';
import { GameTile } from './game-tile';
import { LobbyIcon } from './lobby-icon';
import type { TileActions } from './vendor-games-modal';
import styles from './lobby-modals.module.css';

/** A game under maintenance: the spec's dialog suggesting other popular games (the server's value.suggestions). */
export function MaintenanceModal({ actions }: { actions: TileActions }) {
  const { t } = useTranslation();
  const props = useModalEntry(GAME_MAINTENANCE_MODAL)?.props as MaintenanceProps | undefined;
  const language = useLanguage();
  const brand = useBrand();
  const suggestions = props?.suggestions ?? [];
  const until = props?.until ?? null;
  return (
    <Modal name={GAME_MAINTENANCE_MODAL} title={t('lobby_maintenance_title')} width={600} className={styles.panel}>
      <div className={styles.notice}>
        <span className={styles.noticeIcon} aria-hidden="true">
          <LobbyIcon name="wrench" size={22} />
        </span>
        <div>
          <p className={styles.noticeTitle}>{props?.gameName}</p>
          <p className={styles.noticeText}>{t('err_game_maintenance')}</p>
          {until !== null && (
            <p className={styles.noticeText}>
              {t('lobby_maintenance_until')} <time dateTime={new Date(until).toISOString()}>{formatWhenWithZone(until, language, brand)}</time>
            </p>
          )}
        </div>
      </div>
      {suggestions.length > 0 && (
        <>
          <h3 className={styles.subhead}>{t('lobby_popular_instead')}</h3>
          <StaticGameGrid label={t('lobby_popular_instead')} columns={3}>
            {suggestions.map((game) => (
              <GameTile
                key={game.nodeId}
                game={game}
                favorite={actions.favorites.has(game.nodeId)}
                showFavorite={false}
                launching={actions.launching === game.nodeId}
                onLaunch={(g) => {
                  modals.close(GAME_MAINTENANCE_MODAL);
                  actions.onLaunch(g);
                }}
                onToggleFavorite={actions.onToggleFavorite}
                eager
              />
            ))}
          </StaticGameGrid>
        </>
      )}
    </Modal>
  );
}
