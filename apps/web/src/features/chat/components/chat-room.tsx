import type { Language } from '@app/contract/brand';
import { CHAT_MESSAGE_MAX, LOBBY_ROOM } from '@app/contract/chat';
import { hasInvisibleCharacters, INVISIBLE_CHARACTERS_KEY } from '@app/contract/shown-text';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useChatHistory } from '../api/get-chat-history';
import { getChatRoomsQueryOptions, useChatRooms } from '../api/get-chat-rooms';
import { useSendChatMessage } from '../api/send-chat-message';
import { useChatRoom } from '../hooks/use-chat-room';
import { useRoomShown } from '../hooks/use-window-shown';
import { ChatIcon } from './chat-icons';
import { ChatMessageItem } from './chat-message';
import '../locales/texts';
import styles from './chat-room.module.css';
import { formatWhen } from '@/lib/format';

const EMOJI = ['😀', '😂', '😍', '😎', '🤞', '🙏', '👍', '👏', '🔥', '🎉', '💰', '🍀', '🎲', '🏆', '😢', '😮'];

/**
 * The chat room page (the chat window's frame): the brand's rooms (the lobby, one per lottery game), the history
 * with older pages on demand, live messages, and the composer (text and emoji; the server keeps the rate and the
 * mute). `title` and `headerColor` come from the chat URL.
 */
export function ChatRoom({ token, title, headerColor, language }: { token: string; title: string; headerColor?: string; language: Language }) {
  const { t } = useTranslation();
  const [roomId, setRoomId] = useState(LOBBY_ROOM);
  const rooms = useChatRooms(token);
  const live = useChatRoom(token, roomId, language);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (rooms.data?.mutedUntil) live.setMutedUntil(rooms.data.mutedUntil);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rooms call's answer seeds the mute once
  }, [rooms.data?.mutedUntil]);

  return (
    <div className={styles.room}>
      <header className={styles.header} style={headerColor ? { background: headerColor, color: '#fff' } : undefined}>
        <h1 className={styles.title}>{title}</h1>
        <label className={styles.roomPicker}>
          <span className="visually-hidden">{t('ch_rooms')}</span>
          <select
            value={roomId}
            onChange={(e) => {
              setRoomId(e.target.value);
              void queryClient.invalidateQueries({ queryKey: getChatRoomsQueryOptions(token).queryKey });
            }}
          >
            {(rooms.data?.rooms ?? [{ roomId: LOBBY_ROOM, kind: 'lobby' as const, name: null, gameCode: null, unReadCount: 0 }]).map((r) => (
              <option key={r.roomId} value={r.roomId}>
                {r.kind === 'lobby' ? t('ch_lobby') : r.name}
                {r.unReadCount > 0 && r.roomId !== roomId ? ` (${r.unReadCount})` : ''}
              </option>
            ))}
          </select>
        </label>
      </header>
      {live.status !== 'open' && (
        <p className={styles.status} role="status">
          {live.refused ? t(live.refused === 'TRIAL_ACCOUNT' ? 'in_please_information' : 'ch_error') : t(live.status === 'closed' ? 'ch_offline' : 'ch_connecting')}
        </p>
      )}
      <MessageList key={roomId} token={token} roomId={roomId} onSeen={live.markRead} />
      <Composer token={token} roomId={roomId} mutedUntil={live.mutedUntil} onMuted={live.setMutedUntil} />
    </div>
  );
}

function MessageList({ token, roomId, onSeen }: { token: string; roomId: string; onSeen: (lastId: number) => void }) {
  const { t } = useTranslation();
  const history = useChatHistory(token, roomId);
  const list = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  // pages come newest first; each page is oldest first
  const messages = history.data ? [...history.data.pages].reverse().flatMap((p) => p.list) : [];
  const newestId = messages.at(-1)?.id ?? 0;

  // new messages keep the view at the bottom unless the member scrolled up to read
  useLayoutEffect(() => {
    const el = list.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [newestId, messages.length]);
  // read only what the member can see: not while the chat window is hidden or the tab is in the background
  const shown = useRoomShown();
  useEffect(() => {
    if (newestId && shown) onSeen(newestId);
  }, [newestId, shown, onSeen]);

  if (history.isPending) return <p className={styles.status}>{t('ch_connecting')}</p>;
  if (history.isError)
    return (
      <p className={styles.status} role="alert">
        {t('ch_error')}{' '}
        <button type="button" className={styles.linkButton} onClick={() => void history.refetch()}>
          {t('in_retry')}
        </button>
      </p>
    );
  return (
    <ol
      ref={list}
      className={styles.list}
      aria-label={t('ch_messages')}
      aria-live="polite"
      onScroll={(e) => {
        const el = e.currentTarget;
        stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      }}
    >
      {history.hasNextPage && (
        <li className={styles.older}>
          <button type="button" className={styles.linkButton} onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
            {t('ch_older')}
          </button>
        </li>
      )}
      {messages.length === 0 && <li className={styles.empty}>{t('ch_empty')}</li>}
      {messages.map((m) => (
        <ChatMessageItem key={m.id} message={m} />
      ))}
    </ol>
  );
}

/** The field rule's text key of a refused message (VALIDATION_ERROR's value.key), if the server named one. */
const ruleKeyOf = (error: ApiError) => {
  const key = error.code === 'VALIDATION_ERROR' ? (error.value as { key?: unknown } | null)?.key : undefined;
  return typeof key === 'string' ? key : undefined;
};

function Composer({ token, roomId, mutedUntil, onMuted }: { token: string; roomId: string; mutedUntil: number | null; onMuted: (until: number) => void }) {
  const { t, i18n } = useTranslation();
  const send = useSendChatMessage(token, roomId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const value = text.trim();
    if (!value || send.isPending) return;
    // the server refuses these too (the nickname's character rule); say so before sending
    if (hasInvisibleCharacters(value)) {
      setProblem(t(INVISIBLE_CHARACTERS_KEY));
      return;
    }
    setProblem(null);
    try {
      await send.mutateAsync(value);
      setText('');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CHAT_MUTED') onMuted((error.value as { mutedUntil: number }).mutedUntil);
      setProblem(error instanceof ApiError ? (error.code === 'TOO_MANY_REQUESTS' ? t('ch_too_fast') : t(ruleKeyOf(error) ?? error.messageKey)) : t('ch_error'));
    }
    input.current?.focus();
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit(event);
  };

  if (mutedUntil)
    return (
      <p className={styles.muted} role="status" data-testid="chat-muted">
        {t('ch_muted_until', { time: formatWhen(mutedUntil, i18n.language) })}
      </p>
    );
  return (
    <form className={styles.composer} onSubmit={(e) => void submit(e)} aria-label={t('ch_message_label')}>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {emojiOpen && (
        <div className={styles.emoji} role="group" aria-label={t('ch_emoji')}>
          {EMOJI.map((e) => (
            <button
              key={e}
              type="button"
              onClick={() => {
                setText((v) => (v + e).slice(0, CHAT_MESSAGE_MAX));
                input.current?.focus();
              }}
            >
              {e}
            </button>
          ))}
        </div>
      )}
      <div className={styles.row}>
        <button type="button" className={styles.iconButton} onClick={() => setEmojiOpen((o) => !o)} aria-expanded={emojiOpen} aria-label={t('ch_emoji')}>
          <ChatIcon name="smile" size={20} />
        </button>
        <textarea
          ref={input}
          className={styles.input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKey}
          maxLength={CHAT_MESSAGE_MAX}
          rows={1}
          placeholder={t('ch_placeholder')}
          aria-label={t('ch_message_label')}
        />
        <button type="submit" className={styles.send} disabled={!text.trim() || send.isPending} aria-label={t('ch_send')}>
          <ChatIcon name="send" size={18} />
        </button>
      </div>
    </form>
  );
}
