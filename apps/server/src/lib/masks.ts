/** +63 917****567 */
export function maskMobile(dialingCode: string | null, mobile: string | null): string | null {
  if (!mobile) return null;
  const head = mobile.slice(0, 3);
  const tail = mobile.slice(-3);
  return `${dialingCode ? `+${dialingCode} ` : ''}${head}${'*'.repeat(Math.max(1, mobile.length - 6))}${tail}`;
}

/** p***r@example.com */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [local = '', domain = ''] = email.split('@');
  const visible = local.length <= 2 ? local.slice(0, 1) : `${local[0]}***${local.slice(-1)}`;
  return `${visible}${local.length <= 2 ? '***' : ''}@${domain}`;
}

/** The SMS target of a number: +<dialling code><number>. */
export const phoneTarget = (dialingCode: string, mobile: string) => `+${dialingCode.replace(/^\+/, '')}${mobile}`;

/** Last 4 characters shown: **** **** 1234. */
export const maskAccountNumber = (number: string) => `**** **** ${number.slice(-4)}`;

/** A username as public lists (the winner board, raffle winners) show it: two first and two last characters. */
export const maskUsername = (username: string) =>
  username.length <= 4 ? `${username.slice(0, 1)}***` : `${username.slice(0, 2)}***${username.slice(-2)}`;
