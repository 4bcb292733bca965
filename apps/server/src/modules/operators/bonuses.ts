import { textIn } from '@app/contract/brand';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bonuses } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { forfeitOperatorBonus, grantOperatorBonus } from '../promotions/operator-bonuses';
import { auditorOf, requireBrand } from './accounts';
import type { SignedInOperator } from './credentials';
import { visiblePlayer } from './players';

/** A player's bonuses, newest first, with their wagering. Titles in English (the back office's language). */
export async function playerBonuses(db: Db, operator: SignedInOperator, memberId: number) {
  await visiblePlayer(db, operator, memberId);
  const rows = await db.select().from(bonuses).where(eq(bonuses.memberId, memberId)).orderBy(desc(bonuses.id)).limit(100);
  return {
    list: rows.map((b) => ({
      id: b.id,
      title: textIn(b.title as Record<string, string>, 'EN'),
      status: b.status,
      grantedMinor: b.grantedMinor,
      wageringRequiredMinor: b.wageringRequiredMinor,
      wageredMinor: b.wageredMinor,
      maxBetMinor: b.maxBetMinor,
      maxCashoutMinor: b.maxCashoutMinor,
      grantedAt: b.grantedAt.toISOString(),
      expiresAt: b.expiresAt.toISOString(),
      endedAt: b.endedAt?.toISOString() ?? null,
    })),
  };
}

/** Grants a bonus to a player the operator sees (the promotions engine's grant, audited bonus.grant under the operator). */
export async function grantBonus(
  db: Db,
  operator: SignedInOperator,
  ip: string,
  input: { memberId: number; amountMinor: number; wagering: number; days: number; maxBetMinor?: number; promotionId?: number; note: string; requestId: string },
) {
  const member = await visiblePlayer(db, operator, input.memberId);
  const granted = await grantOperatorBonus(db, auditorOf(operator, ip), {
    brandId: member.brandId,
    username: member.username,
    amountMinor: input.amountMinor,
    wageringMultiple: input.wagering,
    expiryDays: input.days,
    maxBetMinor: input.maxBetMinor,
    promotionId: input.promotionId,
    note: input.note,
    // per operator: two operators' request ids never collide
    requestId: `${operator.id}:${input.requestId}`,
  });
  return { bonusId: granted.bonusId, duplicate: granted.duplicate };
}

/** Forfeits an active bonus of a player the operator sees: what it holds goes back to the house (audited bonus.forfeit). */
export async function forfeitBonus(db: Db, operator: SignedInOperator, ip: string, input: { bonusId: number; note: string }) {
  const [bonus] = await db.select({ brandId: bonuses.brandId }).from(bonuses).where(eq(bonuses.id, input.bonusId));
  if (!bonus) throw new AppError('NOT_FOUND', { bonusId: input.bonusId });
  requireBrand(operator, bonus.brandId);
  const ended = await forfeitOperatorBonus(db, auditorOf(operator, ip), input.bonusId, input.note);
  return { bonusId: ended.bonusId, forfeitedMinor: ended.forfeitedMinor };
}
