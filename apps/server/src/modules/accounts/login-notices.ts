/**
 * New-device login notices (issue 31, migration 0062). A login from a device the member never logged in from writes
 * a notice inside the login (noteNewDevice, before the login's own sighting is recorded); a job sends it: by email to
 * the member's address, else by SMS to the member's mobile, tried a few times with a growing wait. The login never
 * waits for a gateway, and a gateway down for a minute delays the notice instead of losing it.
 *
 * A device is the browser's install id (the web sends one per browser profile); a client sending none is told apart
 * by its user agent. A member's first login (no sighting yet: the registration's) is not a new device.
 */
import { isTrialType } from '@app/contract/session';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginNotices, members, memberSightings } from '../../db/schema';
import type { BrandRegistry } from '../../lib/brands';
import { everyUnderLease, jobFailed } from '../../lib/job-lease';
import { claimDue } from '../../lib/outbox-claim';
import type { AccountDeps } from './account-deps';
import { messageLanguage, messageText } from './message-texts';
import type { MemberRow } from './login-flow';
import { deviceOf } from './session-devices';
import { USER_AGENT_KEPT } from './shared-identity';

const RETRY_DELAYS_S = [30, 120, 600];
const BATCH = 20;

/** Inside a login, before its sighting is recorded: a notice when this device is new to the member. */
export async function noteNewDevice(db: Db, input: { brandId: string; member: MemberRow; ip: string; installId?: string; userAgent?: string }) {
  const { member } = input;
  if (isTrialType(member.type) || (!member.email && !member.mobileNum)) return;
  const sameDevice = input.installId
    ? eq(memberSightings.installId, input.installId)
    : and(eq(memberSightings.installId, ''), eq(memberSightings.userAgent, (input.userAgent ?? '').slice(0, USER_AGENT_KEPT)));
  const [seen] = await db
    .select({ any: sql<boolean>`true`, device: sql<boolean>`bool_or(${sameDevice})` })
    .from(memberSightings)
    .where(eq(memberSightings.memberId, member.id));
  // no sighting at all: the member's first login, on the device it registered with
  if (!seen?.any || seen.device) return;
  await db.insert(loginNotices).values({ brandId: input.brandId, memberId: member.id, device: deviceOf(input.userAgent ?? null), ip: input.ip || 'unknown' });
}

type Notice = typeof loginNotices.$inferSelect;

/** Sends one notice: by email when the member has an address, else by SMS; answers the channel used, or null when none is left. */
async function deliver(deps: AccountDeps, brands: BrandRegistry, notice: Notice) {
  const [member] = await deps.db.select().from(members).where(eq(members.id, notice.memberId));
  const brand = brands.byId(notice.brandId);
  if (!member || !brand || (!member.email && !member.mobileNum)) return null;
  const when = `${notice.loggedInAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const message = messageText('new_device_login', messageLanguage(brand, member.language), { brand: brand.name, username: member.username, device: notice.device, ip: notice.ip, when });
  if (member.email) {
    await deps.email.send({ brandId: brand.id, to: member.email, ...message });
    return 'email';
  }
  await deps.sms.send({ brandId: brand.id, to: `+${member.countryDialingCode}${member.mobileNum}`, text: message.text });
  return 'sms';
}

/** Sends the notices that are due, a batch at a time, each claimed by one process; answers how many were tried. */
export async function sendLoginNotices(deps: AccountDeps, brands: BrandRegistry) {
  const { db } = deps;
  const due = await claimDue(db, loginNotices, BATCH);
  for (const notice of due) {
    const attempts = notice.attempts + 1;
    try {
      const channel = await deliver(deps, brands, notice);
      await db.update(loginNotices).set({ status: channel ? 'sent' : 'skipped', channel, attempts, lastError: null }).where(eq(loginNotices.id, notice.id));
    } catch (error) {
      const giveUp = attempts > RETRY_DELAYS_S.length;
      const next = new Date(Date.now() + (RETRY_DELAYS_S[attempts - 1] ?? 0) * 1000);
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await db.update(loginNotices).set({ status: giveUp ? 'failed' : 'pending', attempts, nextAttemptAt: next, lastError: reason }).where(eq(loginNotices.id, notice.id));
      deps.log.warn({ noticeId: notice.id, attempts, giveUp }, 'login notice not sent yet');
    }
  }
  return due.length;
}

/** Sends due notices every few seconds in one process of those sharing the database; returns a stop function. */
export function scheduleLoginNotices(deps: AccountDeps, brands: BrandRegistry, log: FastifyBaseLogger, everyMs = 3_000) {
  return everyUnderLease(deps.db, 'login-notices', everyMs, () => sendLoginNotices(deps, brands).catch(jobFailed(log, 'login notices failed')));
}
