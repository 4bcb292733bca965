import type { ReferralReviewReason, ReferralStatus } from '@app/contract/loyalty';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Panel, StatusPill } from '@/components/ui/panel/panel';
import { Segmented } from '@/components/ui/segmented/segmented';
import { formatWhen } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useReferralFriends } from '../../api/get-referral-friends';
import { useMoney } from '../../hooks/use-money';
import { rewardText } from '../../utils/reward';
import { ListSkeleton, QueryBody } from '../query-body';
import shared from '../loyalty.module.css';
import styles from './referral.module.css';

const PAGE_SIZE = 10;
const tones = { registered: 'neutral', deposited: 'info', review: 'warning', qualified: 'success', not_rewarded: 'danger' } as const satisfies Record<ReferralStatus, string>;
const statuses = Object.keys(tones) as ReferralStatus[];
type StatusFilter = 'all' | ReferralStatus;

/**
 * Why a friend's reward waits for a check (review) or was refused (not_rewarded): what the member and the friend share,
 * in plain words, never a detail of the friend's account.
 */
function ReviewNote({ status, reasons }: { status: 'review' | 'not_rewarded'; reasons: ReferralReviewReason[] }) {
  const { t } = useTranslation();
  return (
    <div className={shared.note} data-testid="friend-review">
      <strong>{t(status === 'review' ? 'lo_friend_review_note' : 'lo_friend_not_rewarded_note')}</strong>
      {reasons.length > 0 && (
        <ul className={styles.reasons}>
          {reasons.map((reason) => (
            <li key={reason}>{t(`lo_friend_reason_${reason}`)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The friends who registered through the member's invite (masked), with their status and the reward earned for each. */
export function FriendsList({ token, currency }: { token: string; currency: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoney(currency);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const friends = useReferralFriends(token, { pageNo: page, pageSize: PAGE_SIZE, ...(status === 'all' ? {} : { status }) });
  return (
    <Panel
      title={t('lo_friends')}
      action={
        <Segmented
          size="sm"
          label={t('lo_friends_filter')}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={(['all', ...statuses] as const).map((s) => ({ value: s, label: t(s === 'all' ? 'in_all' : `lo_friend_${s}`) }))}
        />
      }
      flush
      testId="friends"
    >
      <QueryBody query={friends} skeleton={<ListSkeleton rows={3} height={44} />}>
        {(value) =>
          value.list.length === 0 ? (
            <EmptyState compact icon="invite" title={t('lo_no_friends')} text={t('lo_no_friends_text')} />
          ) : (
            <>
              <ul className={shared.rows} aria-busy={friends.isPlaceholderData || undefined}>
                {value.list.map((friend) => (
                  <li key={`${friend.player}-${friend.registeredAt}`} className={shared.row} data-testid="friend" data-status={friend.status}>
                    <div className={shared.rowHead}>
                      <strong className={shared.rowTitle}>{friend.player}</strong>
                      <StatusPill tone={tones[friend.status]}>{t(`lo_friend_${friend.status}`)}</StatusPill>
                    </div>
                    <p className={shared.meta}>
                      <span>{t('lo_joined_on', { date: formatWhen(friend.registeredAt, language, false) })}</span>
                      {friend.status !== 'review' && friend.status !== 'not_rewarded' && (
                        <span>{friend.reward ? t('lo_friend_reward', { reward: rewardText(t, friend.reward, money).title }) : t('lo_friend_no_reward')}</span>
                      )}
                    </p>
                    {(friend.status === 'review' || friend.status === 'not_rewarded') && <ReviewNote status={friend.status} reasons={friend.reviewReasons} />}
                  </li>
                ))}
              </ul>
              <div className={shared.footer}>
                {value.totalPages > 1 && <Pagination page={page} totalPages={value.totalPages} onChange={setPage} disabled={friends.isFetching} />}
              </div>
            </>
          )
        }
      </QueryBody>
    </Panel>
  );
}
