import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '@/components/ui/modal/modal';
import { modals } from '@/components/ui/modal/modal-store';
import { HELP_MODAL } from '@/config/modal-names';
import { HelpCenter } from './help-center';
import styles from './help-center.module.css';
import '@/locales/pages';

/**
 * The help modal (spec section 2): the help centre over the main layout, opened on a topic ({ topic, article }) by
 * the menu and the screens' "?" links. /helpmc stays the page for direct links; the modal links to it.
 */
export function HelpModal() {
  const { t } = useTranslation();
  return (
    <Modal name={HELP_MODAL} title={t('in_help_center')} width={960} height="min(720px, 90dvh)">
      {(props) => {
        const topic = typeof props.topic === 'string' ? props.topic : null;
        const article = typeof props.article === 'string' ? props.article : null;
        const page = `/helpmc${topic ? `?topic=${encodeURIComponent(topic)}` : ''}${article ? `#${encodeURIComponent(article)}` : ''}`;
        return (
          <div className={styles.modalBody}>
            {/* a new topic while open (another "?") starts the centre afresh */}
            <HelpCenter key={`${topic}#${article}`} initialCategory={topic} initialArticle={article} focusSearch />
            <Link to={page} className={styles.pageLink} onClick={() => modals.close(HELP_MODAL)}>
              {t('in_help_open_page')}
            </Link>
          </div>
        );
      }}
    </Modal>
  );
}
