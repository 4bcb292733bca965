/** the query parameter of the link the server emails to verify an address (contact-verification.ts) */
export const EMAIL_LINK_PARAM = 'verifyEmail';
