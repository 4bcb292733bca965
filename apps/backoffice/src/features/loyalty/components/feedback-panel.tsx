import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { SelectField, TextAreaField } from '@/components/ui/field/field';
import { Panel } from '@/components/ui/panel/panel';
import { EmptyState, ErrorState, LoadingState, Notice } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { t } from '@/lib/texts';
import { type Feedback, useFeedback, useFeedbackImage, useReplyFeedback } from '../api/feedback';
import { loyaltyRefusal } from '../utils/refusal';
import layout from '@/components/ui/layout/layout.module.css';
import styles from './loyalty.module.css';

function Screenshot({ id, onClose }: { id: number | null; onClose: () => void }) {
  const image = useFeedbackImage(id);
  return (
    <Dialog title={t('lo_fb_screenshot')} open={id !== null} onClose={onClose}>
      {image.isPending ? <LoadingState rows={3} /> : image.isError ? <ErrorState error={image.error} /> : <img className={styles.screenshot} src={image.data} alt={t('lo_fb_screenshot')} />}
    </Dialog>
  );
}

function ReplyForm({ item, brandId, onDone }: { item: Feedback; brandId: string; onDone: () => void }) {
  const reply = useReplyFeedback(brandId);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  return (
    <form
      className={layout.form}
      noValidate
      aria-label={t('lo_fb_reply_label', { player: item.username })}
      onSubmit={(e) => {
        e.preventDefault();
        const answer = text.trim();
        setError(answer ? '' : t('lo_err_required'));
        if (answer) reply.mutate({ id: item.id, text: answer }, { onSuccess: onDone });
      }}
    >
      <TextAreaField label={t('lo_fb_reply')} hint={t('lo_fb_reply_hint')} value={text} error={error} maxLength={2000} onChange={(e) => setText(e.target.value)} />
      {reply.isError && <Notice tone="error">{loyaltyRefusal(reply.error)}</Notice>}
      <div>
        <Button type="submit" variant="primary" disabled={reply.isPending}>
          {t('lo_fb_send')}
        </Button>
      </div>
    </form>
  );
}

/** Players' feedback (support.write): the open ones with the reply form, or all of it, answers shown. */
export function FeedbackPanel({ brandId }: { brandId: string }) {
  const [open, setOpen] = useState(true);
  const list = useFeedback(brandId, open);
  const [picture, setPicture] = useState<number | null>(null);
  const [done, setDone] = useState('');
  return (
    <Panel title={t('lo_feedback')}>
      <div className={layout.filters}>
        <SelectField
          label={t('lo_fb_show')}
          value={open ? 'open' : 'all'}
          onChange={(e) => setOpen(e.target.value === 'open')}
          options={[
            { value: 'open', label: t('lo_fb_open') },
            { value: 'all', label: t('lo_fb_all') },
          ]}
        />
      </div>
      {done && <Notice>{done}</Notice>}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title={open ? t('lo_fb_none_open') : t('lo_fb_none')} />
      ) : (
        <ul className={styles.tiers}>
          {list.data.list.map((item) => (
            <li key={item.id} className={styles.tier} aria-label={t('lo_fb_label', { player: item.username, at: formatTime(item.createdAt) })}>
              <p className={styles.muted}>
                {t('lo_fb_meta', { player: item.username, category: item.category, at: formatTime(item.createdAt) })}
              </p>
              <p>{item.content}</p>
              {item.hasImage && (
                <Button size="sm" onClick={() => setPicture(item.id)}>
                  {t('lo_fb_screenshot_open')}
                </Button>
              )}
              {item.reply ? (
                <p>
                  <strong>{t('lo_fb_answer')}</strong> {item.reply} <span className={styles.muted}>({formatTime(item.repliedAt)})</span>
                </p>
              ) : (
                <ReplyForm item={item} brandId={brandId} onDone={() => setDone(t('lo_fb_sent', { player: item.username }))} />
              )}
            </li>
          ))}
        </ul>
      )}
      <Screenshot id={picture} onClose={() => setPicture(null)} />
    </Panel>
  );
}
