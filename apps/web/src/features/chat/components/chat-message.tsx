import type { ChatMessage } from '@app/contract/chat';
import { useTranslation } from 'react-i18next';
import styles from './chat-room.module.css';
import { formatClock } from '@/lib/format';


/**
 * One message: the sender with their VIP label, the time, and the text as text nodes (markup a member types is
 * shown, never run); links only where the server marked them (the brand's own domain).
 */
export function ChatMessageItem({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation();
  return (
    <li className={styles.message} data-mine={message.mine ? 'true' : undefined} data-testid="chat-message" data-id={message.id}>
      <div className={styles.meta}>
        <span className={styles.name}>{message.mine ? t('ch_you') : message.nickname}</span>
        {message.clubLabel && (
          <span className={styles.vip} style={{ color: message.clubLabel.color, background: message.clubLabel.color2 }} data-testid="chat-vip">
            {message.clubLabel.labelName}
          </span>
        )}
        <time className={styles.time} dateTime={new Date(message.sentAt).toISOString()}>
          {formatClock(message.sentAt, i18n.language)}
        </time>
      </div>
      <p className={styles.text}>
        {message.parts.map((part, i) =>
          part.type === 'link' ? (
            <a key={i} href={part.href} target="_top" rel="noopener">
              {part.text}
            </a>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </p>
    </li>
  );
}
