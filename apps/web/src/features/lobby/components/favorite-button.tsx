import { useTranslation } from 'react-i18next';
import { LobbyIcon } from './lobby-icon';
import styles from './game-tile.module.css';

/** The heart on a tile: pressed when the game is a favourite. */
export function FavoriteButton({ favorite, gameName, onToggle }: { favorite: boolean; gameName: string; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={favorite}
      aria-label={t(favorite ? 'lobby_remove_favorite' : 'lobby_add_favorite', { name: gameName })}
      title={t(favorite ? 'lobby_remove_favorite' : 'lobby_add_favorite', { name: gameName })}
      onClick={onToggle}
      data-testid="favorite-toggle"
    >
      <LobbyIcon name="heart" size={16} filled={favorite} />
    </button>
  );
}
