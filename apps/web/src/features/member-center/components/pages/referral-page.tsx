import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { getPromotionsQueryOptions } from '@/lib/shared-api/promotions';
import type { MemberPageProps } from '../../config/menu';
import { UpcomingPage } from './upcoming-page';

const isReferral = (item: Record<string, unknown>) =>
  [item.category, item.type, item.promotionType, item.code].some((v) => typeof v === 'string' && v.toUpperCase().includes('REFERRAL'));

/** referral (invite friends): the brand's REFERRAL promotions, when the programme is on (the promotions call says so). */
export function ReferralPage({ token }: MemberPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const referrals = useQuery({
    ...getPromotionsQueryOptions(token, language),
    select: (value): Record<string, unknown>[] => (value.referralEnabled ? value.list.filter(isReferral) : []),
  });
  return (
    <UpcomingPage
      icon="invite"
      title={t('mc_referral_title')}
      text={t('mc_referral_text')}
      steps={[
        <>
          <strong>{t('mc_referral_step1')}</strong>
          {t('mc_referral_step1_text')}
        </>,
        <>
          <strong>{t('mc_referral_step2')}</strong>
          {t('mc_referral_step2_text')}
        </>,
        <>
          <strong>{t('mc_referral_step3')}</strong>
          {t('mc_referral_step3_text')}
        </>,
      ]}
      query={referrals}
      listTitle={t('mc_referral_list')}
      emptyTitle={t('mc_referral_empty')}
      emptyText={t('mc_referral_empty_text')}
    />
  );
}
