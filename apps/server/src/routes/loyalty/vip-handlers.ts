import type { CallHandler, CallHandlers } from '../../lib/call-router';
import type { Db } from '../../db/client';
import { requireRealAccount } from '../../lib/roles';
import { vipLadder as readLadder } from '../../modules/loyalty/vip';

/** The VIP ladder (module PROMO3). */
export function vipHandlers(db: Db): CallHandlers {
  const vipLadder: CallHandler<'vipLadder'> = ({ brand, language, member }) =>
    readLadder(db, { brandId: brand.id, memberId: requireRealAccount(member).id, language, currency: brand.currencySymbol });
  return { vipLadder };
}
