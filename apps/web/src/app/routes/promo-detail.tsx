import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon/coming-soon';
import '@/locales/pages';

/** /promoDetail/:id (or ?id=): one promotion (promotions issue). */
export function Component() {
  const { t } = useTranslation();
  const { id: pathId } = useParams();
  const [params] = useSearchParams();
  const id = pathId ?? params.get('id');
  return (
    <ComingSoon
      title={id ? t('in_promotion_number', { id }) : t('in_promotion_detail')}
      icon="gift"
      description={t('in_promotions_coming_soon')}
    />
  );
}
