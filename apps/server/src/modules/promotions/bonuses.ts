/** A member's bonuses as the reward centre and the bonus details show them, and the forfeit. */
import type { Language } from '@app/contract/brand';
import type { Bonus } from '@app/contract/promotions';
import { bonusStatusSchema } from '@app/contract/promotions';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bonuses } from '../../db/schema';
import { pageOf } from '../../lib/paging';
import { bonusWalletBalanceSql, depositMadeSql, endBonus } from '../wallet/ledger/bonus-wallets';
import { textIn } from './catalogue';

type BonusRow = typeof bonuses.$inferSelect;

export function bonusView(row: BonusRow & { balanceMinor: number; depositMade: boolean }, language: Language): Bonus {
  return {
    id: row.id,
    promotionId: row.promotionId,
    title: textIn(row.title, language),
    status: bonusStatusSchema.parse(row.status),
    grantedMinor: row.grantedMinor,
    balanceMinor: row.balanceMinor,
    wageringRequiredMinor: row.wageringRequiredMinor,
    wageredMinor: row.wageredMinor,
    weights: row.weights,
    maxBetMinor: row.maxBetMinor,
    maxCashoutMinor: row.maxCashoutMinor,
    depositRequiredMinor: row.depositRequiredMinor,
    depositMade: row.depositMade,
    grantedAt: row.grantedAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    endedAt: row.endedAt?.getTime() ?? null,
  };
}

export async function listBonuses(db: Db, memberId: number, query: { pageNo: number; pageSize: number; status?: string }, language: Language) {
  const where = and(eq(bonuses.memberId, memberId), ...(query.status ? [eq(bonuses.status, query.status)] : []));
  const [rows, [total], active] = await Promise.all([
    db
      .select({ row: bonuses, balanceMinor: bonusWalletBalanceSql, depositMade: depositMadeSql })
      .from(bonuses)
      .where(where)
      .orderBy(desc(bonuses.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(bonuses).where(where),
    db
      .select({ balanceMinor: bonusWalletBalanceSql, required: bonuses.wageringRequiredMinor, wagered: bonuses.wageredMinor })
      .from(bonuses)
      .where(and(eq(bonuses.memberId, memberId), eq(bonuses.status, 'active'))),
  ]);
  return {
    list: rows.map((r) => bonusView({ ...r.row, balanceMinor: r.balanceMinor, depositMade: r.depositMade }, language)),
    active: {
      balanceMinor: active.reduce((s, b) => s + b.balanceMinor, 0),
      wageringRequiredMinor: active.reduce((s, b) => s + b.required, 0),
      wageredMinor: active.reduce((s, b) => s + Math.min(b.wagered, b.required), 0),
      count: active.length,
    },
    ...pageOf(query, total?.n ?? 0),
  };
}

/** The player gives up an active bonus: what it holds goes back to the house, and withdrawals are open again. */
export async function forfeitBonus(db: Db, memberId: number, bonusId: number, language: Language) {
  const ended = await endBonus(db, { memberId, bonusId, status: 'forfeited' });
  // a forfeited bonus has no winnings left to wait for a deposit
  return { forfeitedMinor: ended.forfeitedMinor, bonus: bonusView({ ...ended.bonus, balanceMinor: 0, depositMade: true }, language) };
}
