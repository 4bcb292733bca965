import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { modals } from '@/components/ui/modal/modal-store';
import { LOGIN_MODAL, MEMBER_CENTER_MODAL } from '@/config/modal-names';
import { useAuth } from '@/features/auth/stores/auth-store';
import { isMemberPage } from '@/features/member-center/config/menu';
import { MEMBER_PAGE_PARAM } from './member-page-param';


/**
 * Opens the member centre on the page a link names (`?memberPage=<page>`), then takes the parameter out of the
 * address. A visitor is asked to log in first: the page opens once they are.
 */
export function MemberPageLink() {
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const { token } = useAuth();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const page = params.get(MEMBER_PAGE_PARAM);
    if (page === null) return;
    if (!token && isMemberPage(page)) {
      modals.open(LOGIN_MODAL);
      return;
    }
    params.delete(MEMBER_PAGE_PARAM);
    const rest = params.toString();
    void navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
    if (isMemberPage(page)) modals.open(MEMBER_CENTER_MODAL, { page });
  }, [search, pathname, hash, token, navigate]);
  return null;
}
