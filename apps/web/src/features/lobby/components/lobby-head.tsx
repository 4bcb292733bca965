import type { GameType } from '@app/contract/system';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LobbyIcon } from './lobby-icon';
import styles from './lobby-page.module.css';
import { wholeNumber } from '@/lib/format';

interface LobbyHeadProps {
  gameType: GameType;
  /** the picked vendor's name, if one is picked */
  vendorName: string | undefined;
  gameCount: number;
  view: 'games' | 'rooms';
  hrefWith: (patch: Record<string, string>) => string;
}

/** The lobby's title with its game count, and for PVP the games/rooms views. */
export function LobbyHead({ gameType, vendorName, gameCount, view, hrefWith }: LobbyHeadProps) {
  const { t } = useTranslation();
  return (
    <header className={styles.head}>
      <div>
        <h1>{t(`in_category_${gameType.toLowerCase()}`)}</h1>
        {/* the count's line is kept while the count loads: the lobby below does not move when it arrives */}
        {gameCount > 0 ? (
          <p>
            {vendorName !== undefined ? `${vendorName} · ` : ''}
            {t('lobby_head_count', { count: gameCount, n: wholeNumber(gameCount) })}
          </p>
        ) : (
          <p aria-hidden="true">{'\u00a0'}</p>
        )}
      </div>
      {gameType === 'PVP' && (
        <nav className={styles.views} aria-label={t('lobby_views')}>
          <Link to={hrefWith({ view: '' })} aria-current={view === 'games' ? 'page' : undefined}>
            <LobbyIcon name="grid" size={16} />
            {t('lobby_view_games')}
          </Link>
          <Link to={hrefWith({ view: 'rooms' })} aria-current={view === 'rooms' ? 'page' : undefined}>
            <LobbyIcon name="users" size={16} />
            {t('lobby_rooms')}
          </Link>
        </nav>
      )}
    </header>
  );
}
