import { useTranslation } from 'react-i18next';
import { useBrand } from '@/config/brand';
import { AnnouncementBar } from '@/features/notices/components/announcement-bar';
import { PopupNotices } from '@/features/notices/components/popup-notices';
import { CategoryGrid } from '@/features/shell/components/category-grid';

/** Home: announcements, the game categories, and the popup announcements once per session. */
export function HomeScreen({ popups = true }: { popups?: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <>
      <h1 className="visually-hidden">{t('in_welcome_to', { name: brand.name })}</h1>
      <AnnouncementBar />
      <CategoryGrid />
      {popups && <PopupNotices />}
    </>
  );
}

export const Component = () => <HomeScreen />;
