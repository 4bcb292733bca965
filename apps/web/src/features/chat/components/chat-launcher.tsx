import { useTranslation } from 'react-i18next';
import { useChatUnread } from '../api/get-chat-unread';
import { ChatIcon } from './chat-icons';
import styles from './chat-launcher.module.css';

/** Badge text: the count, 99+ above 99. */
export const unreadText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The chat room's entry in the header (variant 'header') or the left menu ('menu'), with the unread count for
 * members. `onOpen` (app/) decides: the login modal for visitors, the warning for trial accounts, else the window.
 */
export function ChatLauncher({ token, countUnread, onOpen, variant, mini = false }: { token: string | null; countUnread: boolean; onOpen: () => void; variant: 'header' | 'menu'; mini?: boolean }) {
  const { t } = useTranslation();
  const unread = useChatUnread(token, countUnread);
  const count = unread.data?.unReadCount ?? 0;
  const label = count > 0 ? `${t('in_chat_room')}, ${t('in_chat_unread', { count })}` : t('in_chat_room');
  if (variant === 'menu')
    return (
      <button type="button" className={styles.menuItem} onClick={onOpen} aria-label={label} title={mini ? t('in_chat_room') : undefined} data-testid="chat-menu-entry">
        <ChatIcon name="bubble" size={20} />
        <span className={styles.menuLabel}>{t('in_chat_room')}</span>
        {count > 0 && <span className={styles.badge} data-testid="chat-unread">{unreadText(count)}</span>}
      </button>
    );
  return (
    <button type="button" className={styles.headerButton} onClick={onOpen} aria-label={label} title={t('in_chat_room')} data-testid="chat-launcher">
      <ChatIcon name="bubble" size={20} />
      {count > 0 && <span className={styles.badge} data-testid="chat-unread">{unreadText(count)}</span>}
    </button>
  );
}
