import { MemberCenterModal } from '@/features/member-center/components/member-center-modal';
import { useAuth } from '@/features/auth/stores/auth-store';
import { memberPages } from './pages';

/** The member centre for the session's member (loaded the first time it opens; see routes/root.tsx). */
export function MemberCenter() {
  const { token, isAgent } = useAuth();
  return <MemberCenterModal token={token} isAgent={isAgent} pages={memberPages} />;
}
