import { useTranslation } from 'react-i18next';
import { usePromotions } from '../../api/get-promotions';
import type { MemberPageProps } from '../../config/menu';
import { UpcomingPage } from './upcoming-page';

/** rewardCenter: the rewards and promotions the member can claim (promotions issue). */
export function RewardCenterPage({ token }: MemberPageProps) {
  const { t } = useTranslation();
  const promotions = usePromotions(token);
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
