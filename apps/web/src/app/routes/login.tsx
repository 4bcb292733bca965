import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { modals } from '@/components/ui/modal/modal-store';
import { LOGIN_MODAL } from '@/config/modal-names';
import { PlaceholderModal } from '@/features/shell/components/placeholder-modal';
import { HomeScreen } from './index';

/** /login: the home page with the login modal open (a placeholder until the accounts issue). */
export function Component() {
  const navigate = useNavigate();
  useEffect(() => {
    modals.open(LOGIN_MODAL, { titleKey: 'in_login' });
    return () => modals.close(LOGIN_MODAL);
  }, []);
  return (
    <>
      <HomeScreen popups={false} />
      <PlaceholderModal name={LOGIN_MODAL} onClose={() => navigate('/', { replace: true })} />
    </>
  );
}
