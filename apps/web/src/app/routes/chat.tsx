import { languageCodeOf } from '@app/contract/language-tag';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { modals } from '@/components/ui/modal/modal-store';
import { useBrand } from '@/config/brand';
import { LOGIN_MODAL } from '@/config/modal-names';
import { useAuth } from '@/features/auth/stores/auth-store';
import { isTrial } from '@/features/auth/utils/roles';
import { ChatRoom } from '@/features/chat/components/chat-room';
import { useLanguage } from '@/lib/i18n';
import styles from './pages.module.css';
import '@/locales/pages';
import '@/features/chat/locales/texts';

const COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * /chat: the chat room at the URL the chatUrl call answers (b2c, title, language, headerColor), shown in the chat
 * window's frame or on its own. Members only; visitors get the login, trial accounts the spec's warning text.
 */
export function Component() {
  const { t } = useTranslation();
  const brand = useBrand();
  const pageLanguage = useLanguage();
  const [params] = useSearchParams();
  const { token, isAgent } = useAuth();
  const headerColor = params.get('headerColor') ?? '';
  const language = languageCodeOf(params.get('language')) ?? pageLanguage;
  if (!token)
    return (
      <main className={styles.gate}>
        <p>{t('ch_login_needed')}</p>
        <Button onClick={() => modals.open(LOGIN_MODAL)}>{t('in_login')}</Button>
      </main>
    );
  if (isTrial(isAgent))
    return (
      <main className={styles.gate}>
        <p role="alert">{t('in_please_information')}</p>
      </main>
    );
  return <ChatRoom token={token} title={params.get('title') || brand.name} headerColor={COLOR.test(headerColor) ? headerColor : undefined} language={language} />;
}
