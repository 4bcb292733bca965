import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { modals, useModalOpen } from '@/components/ui/modal/modal-store';
import { LOGIN_MODAL } from '@/config/modal-names';
import { useAuth } from '@/features/auth/stores/auth-store';
import { HomeScreen } from './index';

/** /login: the home page with the login modal open; closing it (or logging in) goes home. A member goes home at once. */
export function Component() {
  const navigate = useNavigate();
  const { token } = useAuth();
  const open = useModalOpen(LOGIN_MODAL);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (token) navigate('/', { replace: true });
    else modals.open(LOGIN_MODAL);
    return () => modals.close(LOGIN_MODAL);
    // on arrival only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) navigate('/', { replace: true });
  }, [open, navigate]);
  return <HomeScreen popups={false} />;
}
