/**
 * The daily payments reconciliation (issue 32): for one brand and one of its business days, per deposit channel, the
 * orders, the provider's events (payment_events: webhooks and finance's confirm:<orderNo> events) and the ledger's
 * deposit postings (kind 'deposit', reference = the order number, the member's leg), and each order where they
 * disagree. See docs/reconciliation.md for what each mismatch means and what finance does about it.
 *
 * Which orders a day covers: those created in it, plus any order with an event received or a deposit posting made in
 * it, so a late webhook (or a repair) shows on the day it came as well as on the order's own day. The three columns
 * count the same orders, so on a clean day they agree line by line.
 *
 * Every read is indexed: orders by (brand_id, created_at) and by order_no; events by (brand_id, received_at) and by
 * order_no; postings of an order by (member_id, kind, created_at) filtered on the reference, and the day's postings by
 * the partial (brand_id, created_at) index of deposit postings (migration 0067); the member leg by transaction id.
 */
import { zonedDatesSpan } from '@app/contract/zoned-time';
import { RECONCILIATION_MAX_MISMATCHES, type MismatchKind, type ReconciliationChannel, type ReconciliationMismatch, type ReconciliationQuery, type ReconciliationValue } from '@app/contract/operators-reconciliation';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const rows = async <T>(db: Db, statement: SQL) => ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

/** The day's orders, their events and postings, the postings naming no order, and the mismatches (CTEs). */
function dayFacts(brandId: string, from: Date, to: Date) {
  const inDay = (column: string) => sql`${sql.raw(column)} >= ${from.toISOString()}::timestamptz and ${sql.raw(column)} < ${to.toISOString()}::timestamptz`;
  const memberLeg = sql`(select coalesce(sum(l.amount_minor), 0) from ledger_entries l where l.transaction_id = t.id and l.member_id is not null)`;
  // a PAID event the provider (or finance) stands behind: every recorded outcome but a FAILED event's
  const paid = sql`e.status = 'PAID' and e.outcome <> 'failed'`;
  return sql`
    with refs as (
      select order_no as ref from deposit_orders where brand_id = ${brandId} and ${inDay('created_at')}
      union
      select order_no from payment_events where brand_id = ${brandId} and ${inDay('received_at')}
      union
      select reference from ledger_transactions where brand_id = ${brandId} and kind = 'deposit' and ${inDay('created_at')} and reference is not null
    ),
    -- the per-order reads below are lateral with "offset 0" (or "limit"): each stays a lookup by its index, never
    -- turned by the planner into a scan of the brand's whole history joined afterwards
    orders as (
      select o.* from refs r cross join lateral (
        -- an open order past its expiry reads as expired, as everywhere else, before the sweep writes it
        select o.order_no, o.member_id, o.channel_id, o.amount_minor, o.created_at,
          case when o.status in ('created', 'pending') and o.expires_at <= now() then 'expired' else o.status end as status
        from deposit_orders o where o.order_no = r.ref and o.brand_id = ${brandId} limit 1
      ) o
    ),
    events as (
      select e.* from orders o cross join lateral (
        select e.id, e.order_no, e.status, e.outcome, e.amount_minor from payment_events e where e.order_no = o.order_no offset 0
      ) e
    ),
    postings as (
      select t.* from orders o cross join lateral (
        select t.id, t.reference as order_no, ${memberLeg} as amount_minor
        from ledger_transactions t where t.member_id = o.member_id and t.kind = 'deposit' and t.reference = o.order_no offset 0
      ) t
    ),
    strays as (
      -- the day's deposit postings that credit no order of the brand (another reference, none, another member)
      select t.id, t.reference, t.member_id, t.created_at, ${memberLeg} as amount_minor
      from ledger_transactions t
      where t.brand_id = ${brandId} and t.kind = 'deposit' and ${inDay('t.created_at')} and not exists (select 1 from postings p where p.id = t.id)
    ),
    event_facts as (
      select e.order_no,
        count(*) filter (where ${paid}) as paid,
        count(*) filter (where ${paid} and e.outcome in ('credited', 'duplicate')) as crediting,
        coalesce(bool_or(${paid} and e.amount_minor <> o.amount_minor), false) as differs,
        -- the amount shown: a differing PAID event's first
        (array_agg(e.amount_minor order by (e.amount_minor <> o.amount_minor) desc, e.id) filter (where ${paid}))[1] as event_minor
      from events e join orders o on o.order_no = e.order_no
      group by e.order_no
    ),
    facts as (
      select o.*, coalesce(p.n, 0) as postings, p.amount as posted_minor, coalesce(ef.paid, 0) as paid_events,
        coalesce(ef.crediting, 0) as crediting_events, coalesce(ef.differs, false) as event_differs, ef.event_minor
      from orders o
      left join (select order_no, count(*) as n, sum(amount_minor) as amount from postings group by order_no) p on p.order_no = o.order_no
      left join event_facts ef on ef.order_no = o.order_no
    ),
    mismatches as (
      select k.kind, f.order_no, f.channel_id, f.member_id, f.status, f.amount_minor as order_minor, f.event_minor, f.posted_minor as ledger_minor, f.created_at as at
      from facts f cross join lateral (values
        (case when f.postings = 0 and f.status = 'paid' then 'paid_without_posting' when f.postings = 0 and f.paid_events > 0 then 'paid_not_credited' end),
        (case when f.postings > 0 and f.crediting_events = 0 then 'credited_without_event' end),
        (case when f.postings > 0 and (f.posted_minor <> f.amount_minor or f.event_differs) then 'amount_differs' end)
      ) k(kind)
      where k.kind is not null
      union all
      select 'credited_without_event', s.reference, null, s.member_id, null, null, null, s.amount_minor, s.created_at from strays s
    )`;
}

type FigureRow = { source: 'orders' | 'events' | 'ledger' | 'mismatches'; channel_id: number | null; key: string; count: string | number; amount: string | number | null };
type ChannelRow = { id: number; code: string; name: string; provider: string };
type MismatchRow = {
  kind: MismatchKind;
  order_no: string | null;
  channel_id: number | null;
  channel_name: string | null;
  member_id: number | null;
  username: string | null;
  status: string | null;
  order_minor: string | number | null;
  event_minor: string | number | null;
  ledger_minor: string | number | null;
  at: string;
};
type ResultRow = { figures: FigureRow[] | null; channels: ChannelRow[] | null; mismatches: MismatchRow[] | null; mismatch_count: string | number };
const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/** The reconciliation of a brand's business day (UTC shifted by its report offset, as the payments report). */
export async function paymentReconciliation(db: Db, query: ReconciliationQuery, timeZone: string): Promise<ReconciliationValue> {
  const { start, end } = zonedDatesSpan(query.day, query.day, timeZone);
  // one statement: the day's facts are gathered once and read by each part of the answer
  const [result] = await rows<ResultRow>(
    db,
    sql`${dayFacts(query.brandId, start, end)}
    select
      (select json_agg(f) from (
        select 'orders' as source, channel_id, status as key, count(*) as count, sum(amount_minor) as amount from orders group by channel_id, status
        union all
        select 'events', o.channel_id, case when e.status = 'FAILED' then 'failed' else e.outcome end, count(*), sum(e.amount_minor)
          from events e join orders o on o.order_no = e.order_no group by 2, 3
        union all
        select 'ledger', o.channel_id, 'deposit', count(*), sum(p.amount_minor) from postings p join orders o on o.order_no = p.order_no group by 2
        union all
        select 'ledger', null, 'deposit', count(*), sum(amount_minor) from strays having count(*) > 0
        union all
        select 'mismatches', channel_id, 'mismatch', count(*), 0 from mismatches group by channel_id
      ) f) as figures,
      (select json_agg(c) from (select c.id, c.code, c.name, c.provider from deposit_channels c where c.id in (select channel_id from orders)) c) as channels,
      (select json_agg(m) from (
        select m.kind, m.order_no, m.channel_id, c.name as channel_name, m.member_id, mb.username, m.status, m.order_minor, m.event_minor, m.ledger_minor,
          to_char(m.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
        from mismatches m left join deposit_channels c on c.id = m.channel_id left join members mb on mb.id = m.member_id
        order by m.at, m.order_no, m.kind
        limit ${RECONCILIATION_MAX_MISMATCHES}
      ) m) as mismatches,
      (select count(*) from mismatches) as mismatch_count`,
  );
  return {
    brandId: query.brandId,
    day: query.day,
    timeZone,
    from: start.toISOString(),
    to: end.toISOString(),
    channels: channelsOf(result?.figures ?? [], result?.channels ?? []),
    mismatches: (result?.mismatches ?? []).map(mismatchOf),
    mismatchCount: Number(result?.mismatch_count ?? 0),
  };
}

/** Per channel, the three columns and the mismatch count; the postings naming no order last (no channel). */
function channelsOf(figures: FigureRow[], known: ChannelRow[]): ReconciliationChannel[] {
  const byId = new Map<number | null, ReconciliationChannel>();
  const channelOf = (id: number | null) => {
    let channel = byId.get(id);
    if (!channel) {
      const c = known.find((k) => k.id === id);
      channel = { channelId: id, code: c?.code ?? null, name: c?.name ?? null, provider: c?.provider ?? null, orders: [], events: [], ledger: { key: 'deposit', count: 0, amountMinor: 0 }, mismatches: 0 };
      byId.set(id, channel);
    }
    return channel;
  };
  for (const f of figures) {
    const channel = channelOf(f.channel_id);
    const figure = { key: f.key, count: Number(f.count), amountMinor: Number(f.amount ?? 0) };
    if (f.source === 'orders') channel.orders.push(figure);
    else if (f.source === 'events') channel.events.push(figure);
    else if (f.source === 'mismatches') channel.mismatches += figure.count;
    else channel.ledger = { key: 'deposit', count: channel.ledger.count + figure.count, amountMinor: channel.ledger.amountMinor + figure.amountMinor };
  }
  const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
  return [...byId.values()]
    .map((c) => ({ ...c, orders: c.orders.sort(byKey), events: c.events.sort(byKey) }))
    .sort((a, b) => (a.channelId === null ? 1 : b.channelId === null ? -1 : a.channelId - b.channelId));
}

const mismatchOf = (m: MismatchRow): ReconciliationMismatch => ({
  kind: m.kind,
  orderNo: m.order_no,
  channelId: m.channel_id,
  channelName: m.channel_name,
  memberId: m.member_id,
  username: m.username,
  orderStatus: m.status,
  orderMinor: numberOrNull(m.order_minor),
  eventMinor: numberOrNull(m.event_minor),
  ledgerMinor: numberOrNull(m.ledger_minor),
  at: m.at,
});
