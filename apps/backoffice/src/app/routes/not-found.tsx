import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/states/states';
import { paths } from '@/config/paths';
import { t } from '@/lib/texts';

export function Component() {
  return (
    <EmptyState title={t('not_found_title')}>
      {t('not_found_text')} <Link to={paths.home}>{t('back_home')}</Link>
    </EmptyState>
  );
}
