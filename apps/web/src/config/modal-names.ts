/** Names of the app's named modals, shared by whoever opens them and whoever declares them. */
export const NOTICE_MODAL = 'notice';
export const POPUP_NOTICE_MODAL = 'popup-notice';
export const PLACEHOLDER_MODAL = 'placeholder';
export const LOGIN_MODAL = 'login';
export const REGISTER_MODAL = 'register';
export const CHANGE_PASSWORD_MODAL = 'change-password';
export const LOGOUT_MODAL = 'logout';
/** The member centre; open with { page } (a member-centre page key, e.g. 'depositv2') to show that page. */
export const MEMBER_CENTER_MODAL = 'memberCenter';
/** The agent centre; open with { page } (an agent-centre page key, e.g. 'agentTeamManagement') to show that page. */
export const AGENT_CENTER_MODAL = 'agentCenter';
/** Responsible gaming: a block's end and the way to withdraw (open with { block }), the header's 24-hour panic button, a break's confirmation. */
export const RG_BLOCKED_MODAL = 'rgBlocked';
export const RG_PANIC_MODAL = 'rgPanic';
export const RG_CONFIRM_MODAL = 'rgConfirm';
/** The help centre inside the main layout; open with { topic } (a help category) and optionally { article } (its key). */
export const HELP_MODAL = 'help';
