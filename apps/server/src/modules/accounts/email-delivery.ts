/**
 * Email through SMTP (issue 31, migration 0055). With SMTP_URL set, every email goes through the mail server in every
 * mode (demo included); without it the sandbox outbox keeps them.
 *
 * - Each email is a row of email_deliveries: a plain-text part (the message) and an HTML part in the brand's name and
 *   colours (message-texts.ts), from the brand's address (its file's emailFrom, else SMTP_FROM, else no-reply@ its
 *   first public host).
 * - It is tried at once. A mail server that cannot take it now (a 4xx answer, no connection) leaves it pending: the
 *   delivery job tries again after 30 s, 1, 2, 4, 8 minutes, then gives up (failed). The player was told it was sent:
 *   a code arrives late rather than never.
 * - A mail server refusing the address for good (5xx: no such mailbox) is a bounce: the email fails, the address is
 *   suppressed for the brand (email_suppressions) and the player is told the sending failed; later emails to it are
 *   not sent (status suppressed).
 * Operators read the deliveries (operatorEmailDeliveries) to see what did not go out and why.
 */
import type { EmailDeliveriesQuery, EmailDeliveriesValue } from '@app/contract/operators-messages';
import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { emailDeliveries, emailSuppressions } from '../../db/schema';
import type { Env } from '../../env';
import type { BrandRegistry } from '../../lib/brands';
import { everyUnderLease, jobFailed } from '../../lib/job-lease';
import { claimDue } from '../../lib/outbox-claim';
import { emailHtml } from './message-texts';
import type { EmailProvider } from './providers';

const RETRY_DELAYS_S = [30, 60, 120, 240, 480];
const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;
const BATCH = 20;

type Delivery = typeof emailDeliveries.$inferSelect;
/** What nodemailer's SMTP transport reports of a refusal: the server's reply code. */
const replyCodeOf = (error: unknown) => Number((error as { responseCode?: unknown }).responseCode ?? NaN);

class Bounced extends Error {}

/** The brand's sending address. */
function fromOf(brands: BrandRegistry, env: Env, brandId: string) {
  const brand = brands.byId(brandId);
  const name = brand?.name ?? brandId;
  const publicHost = brand?.hosts.find((h) => h.includes('.') && !/localhost$|^\d+\.\d+\.\d+\.\d+$/.test(h));
  const address = brand?.emailFrom ?? env.SMTP_FROM ?? `no-reply@${publicHost ?? 'localhost'}`;
  return { name, address };
}

export function createSmtpMailer(deps: { db: Db; log: FastifyBaseLogger; brands: BrandRegistry; env: Env }, givenTransport?: Transporter) {
  // nodemailer is loaded at the first mail, not at every start (a tenth of a second of it)
  let transport: Promise<Transporter> | undefined = givenTransport && Promise.resolve(givenTransport);
  const transportOf = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(deps.env.SMTP_URL!)));
  const { db, log, brands, env } = deps;

  /** One try of a delivery: sent, pending again with its next time, or failed (and the address suppressed on a bounce). */
  async function attempt(row: Delivery) {
    const attempts = row.attempts + 1;
    try {
      await (await transportOf()).sendMail({ from: fromOf(brands, env, row.brandId), to: row.to, subject: row.subject, text: row.text, html: row.html });
      await db.update(emailDeliveries).set({ status: 'sent', attempts, sentAt: new Date(), lastError: null }).where(eq(emailDeliveries.id, row.id));
      return 'sent' as const;
    } catch (error) {
      const code = replyCodeOf(error);
      const reason = `${Number.isNaN(code) ? '' : `${code} `}${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
      if (code >= 500) {
        await db.transaction(async (tx) => {
          await tx.update(emailDeliveries).set({ status: 'failed', attempts, lastError: reason }).where(eq(emailDeliveries.id, row.id));
          await tx.insert(emailSuppressions).values({ brandId: row.brandId, address: row.to, reason }).onConflictDoNothing();
        });
        throw new Bounced(reason);
      }
      const giveUp = attempts >= MAX_ATTEMPTS;
      const next = new Date(Date.now() + (RETRY_DELAYS_S[attempts - 1] ?? 0) * 1000);
      await db.update(emailDeliveries).set({ status: giveUp ? 'failed' : 'pending', attempts, nextAttemptAt: next, lastError: reason }).where(eq(emailDeliveries.id, row.id));
      log.warn({ deliveryId: row.id, attempts, giveUp }, 'email not delivered yet');
      return giveUp ? ('failed' as const) : ('pending' as const);
    }
  }

  const provider: EmailProvider = {
    async send({ brandId, to, subject, text, language }) {
      const address = to.trim().toLowerCase();
      const brand = brands.byId(brandId);
      const html = brand ? emailHtml(brand, { subject, text, language }) : '';
      const [suppressed] = await db.select().from(emailSuppressions).where(and(eq(emailSuppressions.brandId, brandId), eq(emailSuppressions.address, address)));
      const [row] = await db
        .insert(emailDeliveries)
        .values({ brandId, to: address, subject, text, html, status: suppressed ? 'suppressed' : 'pending', lastError: suppressed?.reason ?? null })
        .returning();
      if (suppressed) throw new Bounced(`${address} bounced before: ${suppressed.reason}`);
      await attempt(row!);
    },
  };

  /**
   * Tries the pending deliveries that are due: a batch is claimed in one statement (pushed a minute on, rows locked
   * against another process's claim), then sent outside any transaction, so a slow mail server holds no lock.
   */
  async function retryDue() {
    const claimed = await claimDue(db, emailDeliveries, BATCH);
    let sent = 0;
    for (const row of claimed) if ((await attempt(row).catch(() => 'bounced' as const)) === 'sent') sent++;
    return sent;
  }

  return {
    provider,
    retryDue,
    /** The delivery job: every 15 s under a lease (one process of those sharing the database). */
    schedule: (everyMs = 15_000) => everyUnderLease(db, 'email-delivery', everyMs, () => retryDue().catch(jobFailed(log, 'email delivery failed'))),
  };
}

/** Operators' view of the deliveries of their brands, newest first. */
export async function emailDeliveriesOf(db: Db, brandIds: string[], query: EmailDeliveriesQuery): Promise<EmailDeliveriesValue> {
  const page = { pageNo: query.pageNo, pageSize: query.pageSize };
  if (!brandIds.length) return { list: [], total: 0, ...page };
  const where: SQL[] = [inArray(emailDeliveries.brandId, brandIds)];
  if (query.status) where.push(eq(emailDeliveries.status, query.status));
  if (query.to) where.push(eq(emailDeliveries.to, query.to.trim().toLowerCase()));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(emailDeliveries)
      .where(and(...where))
      .orderBy(desc(emailDeliveries.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(emailDeliveries).where(and(...where)),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      brandId: r.brandId,
      to: r.to,
      subject: r.subject,
      status: r.status as EmailDeliveriesValue['list'][number]['status'],
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
    })),
    total: counted?.n ?? 0,
    ...page,
  };
}

/**
 * Bounces and complaints the mail service reports after it took an email (a DSN, a provider's webhook): each address
 * is suppressed for every brand that sent to it, as an SMTP refusal would have done, and its latest sent email is
 * marked failed with the reason. Answers the addresses suppressed (a report of an address never mailed does nothing).
 */
export async function recordLateBounces(db: Db, events: ReadonlyArray<{ address: string; type: 'bounce' | 'complaint'; reason?: string }>) {
  let suppressed = 0;
  for (const event of events) {
    const address = event.address.trim().toLowerCase();
    const reason = `${event.type}: ${event.reason ?? 'reported by the mail service'}`.slice(0, 500);
    await db.transaction(async (tx) => {
      const added = await tx.execute(sql`
        insert into ${emailSuppressions} (brand_id, address, reason)
        select distinct ${emailDeliveries.brandId}, ${address}, ${reason} from ${emailDeliveries} where ${emailDeliveries.to} = ${address}
        on conflict do nothing returning 1`);
      suppressed += (added as unknown as { rows: unknown[] }).rows.length;
      await tx.execute(sql`
        update ${emailDeliveries} set status = 'failed', last_error = ${reason}
        where id = (select id from ${emailDeliveries} where ${emailDeliveries.to} = ${address} and status = 'sent' order by id desc limit 1)`);
    });
  }
  return { suppressed };
}
