import { modals } from './modal-store';

export const WARNING_MODAL = 'warning';

export interface WarningProps {
  /** text-pack key of the title; default in_warning */
  titleKey?: string;
  /** text-pack key of the message */
  messageKey?: string;
  /** a message already in words (e.g. from the server), shown when there is no key */
  message?: string;
  /** text-pack key of the confirm button; default in_confirm */
  confirmKey?: string;
}

/** The warning dialog of the error catalogue: title, message, confirm button (see warning-dialog.tsx). */
export function showWarning(props: WarningProps) {
  modals.open(WARNING_MODAL, { ...props });
}
