/** Names of the app's named modals, shared by whoever opens them and whoever declares them. */
export const NOTICE_MODAL = 'notice';
export const POPUP_NOTICE_MODAL = 'popup-notice';
export const PLACEHOLDER_MODAL = 'placeholder';
export const LOGIN_MODAL = 'login';
