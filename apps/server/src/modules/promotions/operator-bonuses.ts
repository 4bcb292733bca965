/**
 * The operator's bonus levers: grant a member a bonus with chosen wagering terms (through grantReward, like every
 * reward) and forfeit an active bonus (endBonus). Each writes the audit trail in its own transaction.
 */
import type { BonusTerms } from '@app/contract/promotions';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bonuses } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { endBonus } from '../wallet/ledger/bonus-wallets';
import { operatorCreditTarget } from '../wallet/operator-credit';
import { promotionById } from './catalogue';
import { DEFAULT_WAGERING_WEIGHTS, grantReward } from './grants';
import { type Operator, recordAudit } from '../audit/operator-audit';

/** The title of a bonus granted outside any promotion. */
const OPERATOR_BONUS_TITLE = { EN: 'Special bonus', TY: 'Espesyal na bonus', vi: 'Thưởng đặc biệt' };

export interface OperatorBonusInput {
  brandId: string;
  username: string;
  amountMinor: number;
  /** the promotion it belongs to (its title is the bonus's), or none */
  promotionId?: number;
  /** the turnover required, as a multiple of the bonus (default 1) */
  wageringMultiple?: number;
  /** days until it expires (default 7) */
  expiryDays?: number;
  /** the largest stake while wagering (default: the bonus itself) */
  maxBetMinor?: number;
  /** why: kept in the audit trail */
  note: string;
  /** a repeat of the same request grants nothing more */
  requestId: string;
}

export async function grantOperatorBonus(db: Db, operator: Operator, input: OperatorBonusInput) {
  const memberId = await operatorCreditTarget(db, input.brandId, input.username);
  const promotion = input.promotionId === undefined ? null : await promotionById(db, input.brandId, input.promotionId);
  const terms: BonusTerms = {
    wageringMultiple: input.wageringMultiple ?? 1,
    wageringBase: 'bonus',
    weights: DEFAULT_WAGERING_WEIGHTS,
    expiryDays: input.expiryDays ?? 7,
    maxBetMinor: input.maxBetMinor ?? input.amountMinor,
  };
  return db.transaction(async (tx) => {
    const grant = await grantReward(tx, {
      brandId: input.brandId,
      memberId,
      promotionId: promotion?.id ?? null,
      grantKey: `operator:${input.requestId}`,
      title: promotion?.title ?? OPERATOR_BONUS_TITLE,
      amountMinor: input.amountMinor,
      bonus: terms,
    });
    if (!grant.duplicate) {
      await recordAudit(tx, operator, {
        brandId: input.brandId,
        action: 'bonus.grant',
        target: `bonus:${grant.bonusId}`,
        detail: { memberId, username: input.username, amountMinor: input.amountMinor, promotionId: promotion?.id ?? null, terms, note: input.note },
      });
    }
    return { bonusId: grant.bonusId!, memberId, amountMinor: input.amountMinor, terms, duplicate: grant.duplicate };
  });
}

/** Ends an active bonus as forfeited: what it holds goes back to the house (INVALID_STATE when it is not active). */
export async function forfeitOperatorBonus(db: Db, operator: Operator, bonusId: number, note?: string) {
  return db.transaction(async (tx) => {
    const [bonus] = await tx.select({ memberId: bonuses.memberId, brandId: bonuses.brandId }).from(bonuses).where(eq(bonuses.id, bonusId));
    if (!bonus) throw new AppError('NOT_FOUND', { bonusId });
    const ended = await endBonus(tx, { memberId: bonus.memberId, bonusId, status: 'forfeited' });
    await recordAudit(tx, operator, { brandId: bonus.brandId, action: 'bonus.forfeit', target: `bonus:${bonusId}`, detail: { memberId: bonus.memberId, forfeitedMinor: ended.forfeitedMinor, ...(note ? { note } : {}) } });
    return { bonusId, memberId: bonus.memberId, status: ended.bonus.status, forfeitedMinor: ended.forfeitedMinor };
  });
}
