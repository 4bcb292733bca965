import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '@/config/brand';
import { useLanguage } from '@/lib/i18n';
import { getChatUnreadQueryOptions } from '../api/get-chat-unread';
import { useChatUrl } from '../api/get-chat-url';
import { useAnswerFrame } from '../hooks/use-window-shown';
import { chatWindow, useChatWindow } from '../stores/chat-window-store';
import { ChatIcon } from './chat-icons';
import '../locales/texts';
import styles from './chat-window.module.css';

/**
 * The chat window (spec section 4): a floating panel showing the chat room at the URL the chatUrl call answers (b2c,
 * title, language and the brand's header colour applied). It can be hidden (the room stays connected behind a small
 * button, and marks nothing read meanwhile), enlarged or shrunk, and closed; the header's unread count is asked again
 * whenever it goes out of sight.
 */
export function ChatWindow({ token }: { token: string }) {
  const { t } = useTranslation();
  const { brand } = useSiteConfig();
  const language = useLanguage();
  const state = useChatWindow();
  const queryClient = useQueryClient();
  const url = useChatUrl(token, { b2c: '1', title: brand.name, language, headerColor: brand.themes.light.primary });
  const recount = () => void queryClient.invalidateQueries({ queryKey: getChatUnreadQueryOptions(token).queryKey });
  const frame = useRef<HTMLIFrameElement>(null);
  useAnswerFrame(frame, state.open && !state.hidden);
  if (!state.open) return null;

  return (
    <>
      {state.hidden && (
        <button type="button" className={styles.restore} onClick={chatWindow.show} aria-label={t('ch_show')}>
          <ChatIcon name="bubble" size={22} />
        </button>
      )}
      <section className={styles.window} data-size={state.large ? 'large' : 'normal'} hidden={state.hidden} aria-label={t('in_chat_room')} data-testid="chat-window">
        <header className={styles.bar} style={{ background: brand.themes.light.primary, color: brand.themes.light.onPrimary }}>
          <strong className={styles.title}>{t('in_chat_room')}</strong>
          <button
            type="button"
            className={styles.control}
            onClick={() => {
              chatWindow.hide();
              recount();
            }}
            aria-label={t('ch_hide')}
            title={t('ch_hide')}
          >
            <ChatIcon name="minus" />
          </button>
          <button type="button" className={styles.control} onClick={chatWindow.toggleSize} aria-label={t(state.large ? 'ch_shrink' : 'ch_enlarge')} title={t(state.large ? 'ch_shrink' : 'ch_enlarge')}>
            <ChatIcon name={state.large ? 'shrink' : 'enlarge'} />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => {
              chatWindow.close();
              recount();
            }}
            aria-label={t('ch_close')}
            title={t('ch_close')}
          >
            <ChatIcon name="close" />
          </button>
        </header>
        {url.data ? (
          <iframe
            ref={frame}
            className={styles.frame}
            src={url.data.chatUrl}
            title={t('in_chat_room')}
          />
        ) : (
          <p className={styles.note} role={url.isError ? 'alert' : 'status'}>
            {url.isError ? t('ch_error') : t('ch_connecting')}
          </p>
        )}
      </section>
    </>
  );
}
