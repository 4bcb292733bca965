import { lazyModal } from './lazy-modal';
import { WARNING_MODAL } from './warning';

/** Mounted once near the root; the dialog's code loads the first time a warning is shown. */
export const WarningDialogHost = lazyModal(WARNING_MODAL, () => import('./warning-dialog').then((m) => m.WarningDialog));
