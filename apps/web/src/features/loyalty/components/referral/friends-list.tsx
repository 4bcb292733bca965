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

const PAGE_SIZE = 10;
const tones = { registered: 'neutral', deposited: 'info', qualified: 'success' } as const;
type StatusFilter = 'all' | keyof typeof tones;

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
          options={(['all', 'registered', 'deposited', 'qualified'] as const).map((s) => ({ value: s, label: t(s === 'all' ? 'in_all' : `lo_friend_${s}`) }))}
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
                      <span>{friend.reward ? t('lo_friend_reward', { reward: rewardText(t, friend.reward, money).title }) : t('lo_friend_no_reward')}</span>
                    </p>
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
