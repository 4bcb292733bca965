import { modals } from '@/components/ui/modal/modal-store';
import { LOGIN_MODAL } from '@/config/modal-names';
import { useViewer } from '@/features/auth/hooks/use-viewer';
import { PointMallPage } from '@/features/loyalty/components/point-mall/point-mall-page';

const openLogin = () => modals.open(LOGIN_MODAL);

/** /pointMall: the points mall of the loyalty feature for the session's member (visitors are sent to log in). */
export function Component() {
  const viewer = useViewer();
  return <PointMallPage token={viewer.token} trial={viewer.trial} onLogin={openLogin} />;
}
