import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Glyph } from '@/components/ui/glyph/glyph';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Panel, StatusPill } from '@/components/ui/panel/panel';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { formatWhen } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useFeedbackList } from '../../api/get-feedback-list';
import type { LoyaltyPageProps } from '../../types';
import { ListSkeleton, QueryBody } from '../query-body';
import { FeedbackForm } from './feedback-form';
import shared from '../loyalty.module.css';
import styles from './feedback.module.css';
import '../../locales/texts';

const PAGE_SIZE = 10;

/**
 * feedback: the form (a category, the text within the brand's word bounds with a live count, an optional screenshot)
 * and the member's feedback with the operator's replies.
 */
export function FeedbackPage({ token }: Pick<LoyaltyPageProps, 'token'>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const history = useFeedbackList(token, { pageNo: page, pageSize: PAGE_SIZE });
  // the bounds travel with the history; they do not change from page to page
  const bounds = history.data ? { minWords: history.data.minWords, maxWords: history.data.maxWords } : null;
  return (
    <div className={shared.stack}>
      <Panel title={t('lo_feedback_new')} testId="feedback-form">
        {bounds ? <FeedbackForm token={token} {...bounds} /> : history.isError ? null : <Skeleton height={280} radius={12} />}
      </Panel>
      <Panel title={t('lo_feedback_history')} flush testId="feedback-history">
        <QueryBody query={history} skeleton={<ListSkeleton rows={2} height={64} />}>
          {(value) =>
            value.list.length === 0 ? (
              <EmptyState compact icon="mail" title={t('lo_feedback_none')} />
            ) : (
              <>
                <ul className={shared.rows} aria-busy={history.isPlaceholderData || undefined}>
                  {value.list.map((item) => (
                    <li key={item.id} className={shared.row} data-testid="feedback">
                      <div className={shared.rowHead}>
                        <StatusPill>{t(`lo_feedback_cat_${item.category}`)}</StatusPill>
                        <StatusPill tone={item.reply ? 'success' : 'warning'}>{t(item.reply ? 'lo_feedback_replied' : 'lo_feedback_waiting')}</StatusPill>
                      </div>
                      <p className={shared.meta}>
                        <span>{formatWhen(item.createdAt, language)}</span>
                        {item.hasImage && (
                          <span className={styles.attached}>
                            <Glyph name="image" size={14} />
                            {t('lo_feedback_has_image')}
                          </span>
                        )}
                      </p>
                      <p className={shared.text}>{item.content}</p>
                      {item.reply && (
                        <div className={styles.reply} data-testid="feedback-reply">
                          <strong>{t('lo_feedback_reply')}</strong>
                          <p className={shared.text}>{item.reply}</p>
                          {item.repliedAt !== null && <small>{formatWhen(item.repliedAt, language)}</small>}
                        </div>
                      )}
                    </li>
                  ))}
                </ul>
                <div className={shared.footer}>
                  {value.totalPages > 1 && <Pagination page={page} totalPages={value.totalPages} onChange={setPage} disabled={history.isFetching} />}
                </div>
              </>
            )
          }
        </QueryBody>
      </Panel>
    </div>
  );
}
