import { languageTag } from '@app/contract/language-tag';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button/button';
import { Panel } from '@/components/ui/panel/panel';
import { ErrorState, LoadingState } from '@/components/ui/states/states';
import { formatTime } from '@/lib/format';
import { t, type TextKey } from '@/lib/texts';
import { type MessageCampaign, useMessageCampaign } from '../api/campaigns';
import { audienceSummary } from '../utils/audience';
import layout from '@/components/ui/layout/layout.module.css';
import styles from './messages.module.css';

/** The campaign's title in the list (the back office reads English): English where written, else a language it has. */
export const campaignTitle = (c: Pick<MessageCampaign, 'texts'>) => c.texts.EN?.title ?? Object.values(c.texts).find((text) => text?.title)?.title ?? '';

/** How far a send is: delivered of recipients (a draft has none yet). */
export const progressText = (c: Pick<MessageCampaign, 'status' | 'recipients' | 'delivered'>) =>
  c.status === 'draft' ? t('none') : t('ms_progress', { delivered: c.delivered, recipients: c.recipients });

/**
 * One campaign: what it says in each language, who it is for, how far its send is (a progress bar, asked again every
 * few seconds while it is sending), how many recipients read it, and the draft's Send and Cancel.
 */
export function CampaignDetail({ id, onClose, onSend, onCancel }: { id: number; onClose: () => void; onSend: (c: MessageCampaign) => void; onCancel: (c: MessageCampaign) => void }) {
  const detail = useMessageCampaign(id);
  const c = detail.data;
  // opened from the list's title or after a send: the keyboard and a screen reader continue here, not in the table
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <div ref={region} tabIndex={-1} className={styles.detail}>
      <Panel
        title={c ? t('ms_detail_title', { id, title: campaignTitle(c) }) : t('ms_detail_loading', { id })}
        actions={
          <span className={layout.buttons}>
            {c?.status === 'draft' && (
              <Button size="sm" variant="primary" onClick={() => onSend(c)}>
                {t('ms_send_draft')}
              </Button>
            )}
            {c && (c.status === 'draft' || c.status === 'sending') && (
              <Button size="sm" onClick={() => onCancel(c)}>
                {t('ms_cancel_campaign')}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={onClose}>
              {t('close')}
            </Button>
          </span>
        }
      >
        {detail.isPending ? (
          <LoadingState rows={3} />
        ) : detail.isError ? (
          <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <div className={layout.form} data-testid="campaign-detail">
            <dl className={layout.figures}>
              <div>
                <dt>{t('ms_status')}</dt>
                <dd data-testid="campaign-status">{t(`ms_status.${detail.data.status}` as TextKey)}</dd>
              </div>
              <div>
                <dt>{t('ms_kind')}</dt>
                <dd>{t(`ms_kind.${detail.data.kind}` as TextKey)}</dd>
              </div>
              <div>
                <dt>{t('ms_audience')}</dt>
                <dd>{audienceSummary(detail.data.audience)}</dd>
              </div>
              <div>
                <dt>{t('ms_recipients')}</dt>
                <dd>{detail.data.status === 'draft' ? t('ms_fixed_on_send') : detail.data.recipients}</dd>
              </div>
              <div>
                <dt>{t('ms_delivered')}</dt>
                <dd>{detail.data.delivered}</dd>
              </div>
              <div>
                <dt>{t('ms_read')}</dt>
                <dd data-testid="campaign-read">{detail.data.read}</dd>
              </div>
              <div>
                <dt>{t('ms_skipped_total')}</dt>
                <dd>
                  {t('ms_skipped_detail', { optedOut: detail.data.skipped.optedOut, blocked: detail.data.skipped.blocked, notActive: detail.data.skipped.notActive })}
                </dd>
              </div>
            </dl>
            {detail.data.status !== 'draft' && (
              <div className={styles.progress}>
                <label htmlFor={`campaign-progress-${id}`}>{t('ms_progress_label')}</label>
                <progress id={`campaign-progress-${id}`} max={Math.max(1, detail.data.recipients)} value={detail.data.delivered}>
                  {progressText(detail.data)}
                </progress>
                <span>{progressText(detail.data)}</span>
              </div>
            )}
            <p className={layout.hint}>
              {t('ms_made_by', { by: detail.data.createdBy, at: formatTime(detail.data.createdAt) })}
              {detail.data.startedAt && ` · ${t('ms_started_at', { at: formatTime(detail.data.startedAt) })}`}
              {detail.data.finishedAt && ` · ${t('ms_finished_at', { at: formatTime(detail.data.finishedAt) })}`}
              {detail.data.cancelledBy && ` · ${t('ms_cancelled_by', { by: detail.data.cancelledBy })}`}
            </p>
            <div className={layout.grid}>
              {/* in each language it was written in: the brand's */}
              {Object.entries(detail.data.texts).map(([language, text]) =>
                text ? (
                  <article key={language} className={styles.message} lang={languageTag(language)}>
                    <h3>
                      {text.title} <span className={layout.hint}>({language})</span>
                    </h3>
                    <p className={styles.body}>{text.body}</p>
                  </article>
                ) : null,
              )}
            </div>
          </div>
        )}
      </Panel>
    </div>
  );
}
