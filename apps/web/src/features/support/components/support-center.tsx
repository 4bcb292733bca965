import { supportTopicCodes, type SupportMessage, type SupportTopic } from '@app/contract/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { TextAreaField } from '@/components/ui/form/field';
import { useProblemText, type Problem } from '@/components/ui/form/problem';
import { problemOf } from '@/components/ui/form/problem-of';
import { FormAlert, SubmitButton } from '@/components/ui/form/submit-button';
import { ImagePicker } from '@/components/ui/image-picker/image-picker';
import { useImagePicker } from '@/components/ui/image-picker/use-image-picker';
import { connectChatSocket } from '@/lib/chat-socket';
import { readAsDataUrl } from '@/lib/image-file';
import { useSupportAttachment } from '../api/get-support-attachment';
import { useSupportConversations } from '../api/get-support-conversations';
import { useSupportThread } from '../api/get-support-thread';
import { supportKey } from '../api/keys';
import { useOpenSupportConversation } from '../api/open-support-conversation';
import { useSendSupportMessage } from '../api/send-support-message';
import '../locales/texts';
import styles from './support-center.module.css';
import { formatWhen } from '@/lib/format';

type View = { kind: 'list' } | { kind: 'new' } | { kind: 'thread'; id: number };


/**
 * Customer service in its pop-up (our own support desk): the member's conversations, a new one on one of the brand's
 * topics, and a thread with text and a picture per message. Replies arrive live on the chat socket (the operator
 * answers from /ops/support); the history stays.
 */
export function SupportCenter({ token, vip }: { token: string; vip: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const conversations = useSupportConversations(token);
  const [view, setView] = useState<View>({ kind: 'list' });
  const startedWithList = useRef(false);

  // a member without conversations starts with a new one
  useEffect(() => {
    if (startedWithList.current || !conversations.data) return;
    startedWithList.current = true;
    if (conversations.data.list.length === 0) setView({ kind: 'new' });
  }, [conversations.data]);

  // replies and closings come live; the list and the thread are fetched again
  useEffect(() => {
    const socket = connectChatSocket({
      token,
      onFrame: (frame) => {
        if (frame.type === 'support') void queryClient.invalidateQueries({ queryKey: supportKey(token) });
        else if (frame.type === 'ready') void queryClient.invalidateQueries({ queryKey: supportKey(token) });
      },
    });
    return () => socket.close();
  }, [token, queryClient]);

  return (
    <div className={styles.center}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t(vip ? 'su_vip_title' : 'su_title')}</h1>
        {view.kind !== 'list' && (
          <Button variant="ghost" size="sm" onClick={() => setView({ kind: 'list' })}>
            {t('su_back')}
          </Button>
        )}
      </header>
      {view.kind === 'list' && (
        <section className={styles.body} aria-label={t('su_conversations')}>
          <Button onClick={() => setView({ kind: 'new' })}>{t('su_new')}</Button>
          {conversations.isError && <FormAlert message={t('su_error')} />}
          {conversations.data?.list.length === 0 && <p className={styles.muted}>{t('su_empty')}</p>}
          <ul className={styles.conversations}>
            {conversations.data?.list.map((c) => (
              <li key={c.id}>
                <button type="button" className={styles.conversation} onClick={() => setView({ kind: 'thread', id: c.id })} data-testid="support-conversation">
                  <strong>{t(`su_topic_${c.topic}`)}</strong>
                  <span className={styles.muted}>{t(c.status === 'open' ? 'su_open' : 'su_closed_short')}</span>
                  {c.unread > 0 && <span className={styles.badge}>{t('su_unread', { count: c.unread })}</span>}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {view.kind === 'new' && <NewConversation token={token} onOpened={(id) => setView({ kind: 'thread', id })} />}
      {view.kind === 'thread' && <Thread token={token} conversationId={view.id} />}
    </div>
  );
}

/** Text and an optional picture: what a message form collects (the picture as a data: URL, checked before sending). */
function useMessageForm() {
  const picker = useImagePicker(1);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem>();
  const collect = async () => {
    const image = picker.images[0] ? await readAsDataUrl(picker.images[0].file) : undefined;
    return { text: text.trim(), ...(image ? { image } : {}) };
  };
  const reset = () => {
    setText('');
    picker.clear();
    setProblem(undefined);
  };
  const fail = (error: unknown) => {
    const { field, problem: p } = problemOf(error);
    if (field === 'image') picker.setProblem(p);
    else setProblem(p);
  };
  const empty = !text.trim() && picker.images.length === 0;
  return { picker, text, setText, problem, collect, reset, fail, empty };
}

function PicturePicker({ picker }: { picker: ReturnType<typeof useImagePicker> }) {
  const { t } = useTranslation();
  return (
    <ImagePicker
      picker={picker}
      testId="support-image-input"
      texts={{
        label: t('su_image'),
        count: t('su_image_count'),
        image: () => t('su_image_preview'),
        remove: () => t('su_image_remove'),
        add: t('su_image_add'),
        full: t('su_image_full'),
        rule: t('su_image_rule'),
      }}
    />
  );
}

function NewConversation({ token, onOpened }: { token: string; onOpened: (id: number) => void }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const open = useOpenSupportConversation(token);
  const [topic, setTopic] = useState<SupportTopic | null>(null);
  const form = useMessageForm();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!topic || form.empty) return;
    try {
      const opened = await open.mutateAsync({ topic, ...(await form.collect()) });
      form.reset();
      onOpened(opened.conversation.id);
    } catch (error) {
      form.fail(error);
    }
  };
  return (
    <form className={styles.body} onSubmit={(e) => void submit(e)} aria-label={t('su_new')}>
      <fieldset className={styles.topics}>
        <legend>{t('su_pick_topic')}</legend>
        {supportTopicCodes.map((code) => (
          <label key={code} className={styles.topic} data-checked={topic === code ? 'true' : undefined}>
            <input type="radio" name="topic" value={code} checked={topic === code} onChange={() => setTopic(code)} />
            {t(`su_topic_${code}`)}
          </label>
        ))}
      </fieldset>
      <TextAreaField label={t('su_message_label')} placeholder={t('su_placeholder')} rows={4} maxLength={1000} value={form.text} onChange={(e) => form.setText(e.target.value)} />
      <PicturePicker picker={form.picker} />
      <FormAlert message={problemText(form.problem)} />
      <SubmitButton busy={open.isPending} disabled={!topic || form.empty}>
        {t('su_start')}
      </SubmitButton>
    </form>
  );
}

function Thread({ token, conversationId }: { token: string; conversationId: number }) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  const thread = useSupportThread(token, conversationId);
  const send = useSendSupportMessage(token, conversationId);
  const form = useMessageForm();
  const list = useRef<HTMLOListElement>(null);
  const count = thread.data?.list.length ?? 0;
  useLayoutEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.empty) return;
    try {
      await send.mutateAsync(await form.collect());
      form.reset();
    } catch (error) {
      form.fail(error);
    }
  };
  if (thread.isError) return <FormAlert message={t('su_error')} />;
  if (!thread.data) return <p className={styles.muted}>…</p>;
  const closed = thread.data.conversation.status === 'closed';
  return (
    <section className={styles.thread} aria-label={t(`su_topic_${thread.data.conversation.topic}`)}>
      <ol ref={list} className={styles.messages} aria-live="polite">
        {thread.data.list.map((m) => (
          <li key={m.id} className={styles.message} data-author={m.author} data-testid="support-message">
            <span className={styles.muted}>
              {t(m.author === 'member' ? 'su_you' : 'su_agent')} · {formatWhen(m.sentAt, i18n.language)}
            </span>
            {m.text && <p className={styles.text}>{m.text}</p>}
            {m.hasImage && <Attachment token={token} message={m} />}
          </li>
        ))}
      </ol>
      {closed ? (
        <p className={styles.closed} role="status">
          {t('su_closed')}
        </p>
      ) : (
        <form className={styles.composer} onSubmit={(e) => void submit(e)} aria-label={t('su_message_label')}>
          <TextAreaField label={t('su_message_label')} placeholder={t('su_placeholder')} rows={2} maxLength={1000} value={form.text} onChange={(e) => form.setText(e.target.value)} />
          <PicturePicker picker={form.picker} />
          <FormAlert message={problemText(form.problem)} />
          <SubmitButton busy={send.isPending} disabled={form.empty}>
            {t('su_send')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}

function Attachment({ token, message }: { token: string; message: SupportMessage }) {
  const { t } = useTranslation();
  const image = useSupportAttachment(token, message.id);
  if (!image.data) return <span className={styles.imagePlaceholder} aria-hidden="true" />;
  return <img className={styles.image} src={image.data.dataUrl} alt={t('su_attachment')} />;
}
