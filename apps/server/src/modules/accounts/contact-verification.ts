/**
 * Verifying a member's email address with a link (issue 31). A brand that asks for it (register.emailVerification)
 * emails the link when a member registers with an address; any member with an unverified address sends it again from
 * the member centre. The link carries the member's id and a random part; only the latest link of the member's current
 * address works, once, for a day (verification_codes, purpose verify_email), so a link to an address the member has
 * since changed verifies nothing.
 *
 * Mobile numbers are verified by the codes that register or bind them (registration.ts, profile.ts).
 */
import type { BrandConfig } from '@app/contract/brand';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { maskEmail } from '../../lib/masks';
import { randomToken } from '../../lib/tokens';
import type { AccountDeps } from './account-deps';
import { codeError } from './field-errors';
import { messageLanguage, messageText } from './message-texts';
import { loadMember } from './members';
import { bindTarget, limitSmsSend } from './phone-codes';
import { consumeCode, issueCode } from './verification-codes';

const LINK_TTL_MINUTES = 24 * 60;
/** the query parameter of the web app that opens a link (the web reads it at start) */
export const VERIFY_EMAIL_PARAM = 'verifyEmail';

/** Emails the member a link that verifies the address bound now; refused when there is none or it is verified. */
export async function sendEmailVerificationLink(deps: AccountDeps, input: { brand: BrandConfig; memberId: number; origin: string; ip: string }) {
  const m = await loadMember(deps.db, input.memberId);
  if (!m.email) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'emailVerification', reason: 'no_email' });
  if (m.emailVerifiedAt) throw new AppError('OPERATION_NOT_ALLOWED', { feature: 'emailVerification', reason: 'verified' });
  const to = m.email.toLowerCase();
  await limitSmsSend(deps, input.brand, to, input.ip);
  const secret = randomToken(24);
  await issueCode(deps.db, { brandId: m.brandId, purpose: 'verify_email', target: bindTarget(m.id, to), ip: input.ip, code: secret, ttlMinutes: LINK_TTL_MINUTES });
  const link = `${input.origin}/?${VERIFY_EMAIL_PARAM}=${m.id}.${secret}`;
  const message = messageText('email_verification', messageLanguage(input.brand, m.language), { brand: input.brand.name, username: m.username, link, hours: LINK_TTL_MINUTES / 60 });
  await deps.email.send({ brandId: m.brandId, to, ...message });
  return { maskedEmail: maskEmail(to)!, expiredMinutes: LINK_TTL_MINUTES };
}

/** Opens a link: the member's current address is marked verified; a wrong, used, expired or outdated link is refused. */
export async function verifyEmailLink(db: Db, brand: BrandConfig, token: string) {
  const [id, secret = ''] = token.split('.');
  const [m] = await db.select().from(members).where(eq(members.id, Number(id)));
  if (!m || m.brandId !== brand.id || !m.email) throw new AppError('INVALID_VERIFICATION_CODE');
  const to = m.email.toLowerCase();
  if (m.emailVerifiedAt) return { maskedEmail: maskEmail(to)! };
  const check = await db.transaction(async (tx) => {
    const result = await consumeCode(tx, { brandId: m.brandId, purpose: 'verify_email', target: bindTarget(m.id, to), code: secret });
    if (result === 'ok') await tx.update(members).set({ emailVerifiedAt: new Date() }).where(eq(members.id, m.id));
    return result;
  });
  if (check !== 'ok') throw codeError(check);
  return { maskedEmail: maskEmail(to)! };
}

/**
 * After a registration with an email address, where the brand asks for verified contacts: the link goes out at once.
 * A send that fails (the mail server, a limit) leaves the account as registered; the member centre sends it again.
 */
export async function sendRegistrationEmailLink(deps: AccountDeps, input: { brand: BrandConfig; username: string; origin: string; ip: string }) {
  if (!input.brand.register.emailVerification) return;
  const [m] = await deps.db
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(and(eq(members.brandId, input.brand.id), eq(members.username, input.username.toLowerCase())));
  if (!m?.email) return;
  try {
    await sendEmailVerificationLink(deps, { brand: input.brand, memberId: m.id, origin: input.origin, ip: input.ip });
  } catch (error) {
    deps.log.warn({ err: error, memberId: m.id }, 'registration email link not sent');
  }
}
