import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { getPromotionsQueryOptions } from '@/lib/shared-api/promotions';
import type { MemberPageProps } from '../../config/menu';
import { UpcomingPage } from './upcoming-page';

/** rewardCenter: the rewards and promotions the member can claim (promotions issue). */
export function RewardCenterPage({ token }: MemberPageProps) {
  const { t } = useTranslation();
  const promotions = useQuery({ ...getPromotionsQueryOptions(token, useLanguage()), select: (v): Record<string, unknown>[] => v.list });
  return (
    <UpcomingPage
      icon="trophy"
      title={t('mc_rewards_title')}
      text={t('mc_rewards_text')}
      query={promotions}
      listTitle={t('mc_rewards_list')}
      emptyTitle={t('mc_rewards_empty')}
      emptyText={t('mc_rewards_empty_text')}
    />
  );
}
