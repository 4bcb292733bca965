/** The auth feature's named modals (login, register, change password and logout are shared in config/modal-names: other features open them). */
export const FORGOT_PASSWORD_MODAL = 'forgot-password';
export const REGISTER_SUCCESS_MODAL = 'register-success';
export const GENERATED_ACCOUNT_MODAL = 'generated-account';

/** a first login (firstTimeLogin): the first steps */
export const WELCOME_MODAL = 'welcome';
