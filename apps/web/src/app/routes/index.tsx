import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  return <main>{t('coming_soon')}</main>;
}
