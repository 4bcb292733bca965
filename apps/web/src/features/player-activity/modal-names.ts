/** The reality check's dialog (mounted in the app shell for logged-in members). */
export const REALITY_CHECK_MODAL = 'realityCheck';
