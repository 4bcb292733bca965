/**
 * The message sender (issue 29): writes the platform messages of the campaigns whose send has started, in batches, in
 * one server process of those sharing the database (a job lease). Each batch is one transaction under the campaign's
 * row lock: it takes the next recipients not yet delivered, writes their messages and marks them delivered, so a
 * sender stopped at any point (a deploy, a crash, a kill) loses at most the batch it had not committed, and the next
 * one (this process at its start, or another once the lease lapses) goes on from there. member_messages' unique
 * (campaign_id, member_id) keeps a second message out whatever overlaps.
 */
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberMessages, messageCampaignRecipients, messageCampaigns } from '../../db/schema';
import { jobFailed, underLease } from '../../lib/job-lease';
import { pushMessageSql, pushRecipientCondition } from '../push/queue';

export const DEFAULT_BATCH_SIZE = 500;

/** The category a campaign's messages are filed under in the inbox (marketing ones are promotions there). */
const categoryOf = (kind: string) => (kind === 'marketing' ? 'promotion' : 'system');

/**
 * Delivers the next batch of a campaign that is sending; when none is left the campaign is sent. Answers what the
 * batch did: delivered (recipients marked), and whether the campaign has nothing more to send (done: sent, cancelled
 * or gone).
 */
export async function deliverNextBatch(db: Db, campaignId: number, batchSize = DEFAULT_BATCH_SIZE) {
  return db.transaction(async (tx) => {
    // the campaign's lock: its batches run one at a time whichever process runs them, and a cancel waits for this
    // batch (the next one sees it)
    const [campaign] = await tx.select().from(messageCampaigns).where(eq(messageCampaigns.id, campaignId)).for('update');
    if (campaign?.status !== 'sending') return { delivered: 0, done: true };
    // the title and content columns keep one text (English where the brand has it); the inbox shows the reader's language
    const stored = campaign.texts.EN ?? Object.values(campaign.texts)[0]!;
    const result = await tx.execute(sql`
      with batch as (
        select r.member_id from ${messageCampaignRecipients} r
        where r.campaign_id = ${campaignId} and r.delivered_at is null
        order by r.member_id limit ${batchSize}
      ), written as (
        insert into ${memberMessages} (brand_id, member_id, category, title, content, campaign_id)
        select ${campaign.brandId}, b.member_id, ${categoryOf(campaign.kind)}, ${stored.title}, ${stored.body}, ${campaignId} from batch b
        on conflict (campaign_id, member_id) where campaign_id is not null do nothing
        returning id, member_id
      ), pushed as (
        -- the members of the batch who get notifications on their devices (Web Push), in their language
        insert into push_outbox (brand_id, member_id, kind, message)
        select ${campaign.brandId}, w.member_id, 'platform_message',
          ${pushMessageSql('platform_message', sql`${JSON.stringify(campaign.texts)}::jsonb`, sql`m.language`, sql`'message-' || w.id`)}
        from written w join members m on m.id = w.member_id
        where ${pushRecipientCondition('platform_message', sql`w.member_id`)}
        returning 1
      ), marked as (
        update ${messageCampaignRecipients} r set delivered_at = now() from batch b
        where r.campaign_id = ${campaignId} and r.member_id = b.member_id
        returning 1
      )
      select (select count(*) from marked)::int as marked, (select count(*) from written)::int as written, (select count(*) from pushed)::int as pushed`);
    const marked = (result as unknown as { rows: Array<{ marked: number }> }).rows[0]?.marked ?? 0;
    const [waiting] = await tx
      .select({ memberId: messageCampaignRecipients.memberId })
      .from(messageCampaignRecipients)
      .where(and(eq(messageCampaignRecipients.campaignId, campaignId), sql`${messageCampaignRecipients.deliveredAt} is null`))
      .limit(1);
    const done = !waiting;
    await tx
      .update(messageCampaigns)
      .set({ delivered: sql`${messageCampaigns.delivered} + ${marked}`, ...(done ? { status: 'sent', finishedAt: new Date() } : {}) })
      .where(eq(messageCampaigns.id, campaignId));
    return { delivered: marked, done };
  });
}

/** Sends every campaign that is sending, oldest first, batch after batch, until none is left; answers the messages written. */
export async function sendPendingCampaigns(db: Db, batchSize = DEFAULT_BATCH_SIZE) {
  let delivered = 0;
  const sending = await db.select({ id: messageCampaigns.id }).from(messageCampaigns).where(eq(messageCampaigns.status, 'sending')).orderBy(asc(messageCampaigns.id));
  for (const { id } of sending) {
    for (;;) {
      const batch = await deliverNextBatch(db, id, batchSize);
      delivered += batch.delivered;
      if (batch.done || batch.delivered === 0) break;
    }
  }
  return delivered;
}

export interface MessageSender {
  /** a send started: deliver now instead of at the next run (in the process holding the lease) */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Runs the sender every everyMs, and at once at the start (a send a stopped process left unfinished goes on) and when
 * woken, in one server process of those sharing the database.
 */
export function scheduleMessageSender(db: Db, log: FastifyBaseLogger, options: { everyMs?: number; batchSize?: number } = {}): MessageSender {
  const job = underLease(db, 'message-sender', options.everyMs ?? 5_000, () =>
    sendPendingCampaigns(db, options.batchSize)
      .then((delivered) => {
        if (delivered) log.info({ delivered }, 'platform messages delivered');
      })
      .catch(jobFailed(log, 'message sender failed')),
  );
  job.runNow();
  return { wake: job.runNow, stop: job.stop };
}
