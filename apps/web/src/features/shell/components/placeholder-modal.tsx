import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon/coming-soon';
import { Modal } from '@/components/ui/modal/modal';
import { useModalEntry } from '@/components/ui/modal/modal-store';
import { PLACEHOLDER_MODAL } from '@/config/modal-names';
import '@/locales/pages';


/** Stands in for modals whose issue has not landed (login, free demo): says so, closes like any modal. */
export function PlaceholderModal({ name = PLACEHOLDER_MODAL, onClose }: { name?: string; onClose?: () => void }) {
  const { t } = useTranslation();
  const titleKey = (useModalEntry(name)?.props.titleKey as string | undefined) ?? 'coming_soon';
  return (
    <Modal name={name} title={t(titleKey)} width={460} whiteClose={false} onClose={onClose}>
      <ComingSoon title={t(titleKey)} icon="user" showHomeLink={false} plain headingLevel={2} />
    </Modal>
  );
}
