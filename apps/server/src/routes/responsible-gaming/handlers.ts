import type { Db } from '../../db/client';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireRealAccount } from '../../lib/roles';
import { selfExclude, takeBreak } from '../../modules/responsible-gaming/blocks';
import { cancelLimitChange, confirmLimit, rgStatus, setLimit } from '../../modules/responsible-gaming/limits';
import { effectivePack, packView, type PackSource } from '../../modules/responsible-gaming/packs';

/** Responsible gaming (module RG3): the pack, the member's limits and blocks. docs/responsible-gaming.md. */
export function responsibleGamingHandlers({ db, brands }: { db: Db; brands: PackSource }): CallHandlers {
  const memberOf = (member: Parameters<typeof requireRealAccount>[0]) => {
    const m = requireRealAccount(member);
    return { id: m.id, brandId: m.brandId };
  };
  const rgPack: CallHandler<'rgPack'> = async ({ brand, language }) => packView(await effectivePack(db, brands, brand), language);
  const rgStatusHandler: CallHandler<'rgStatus'> = ({ brand, language, member }) => rgStatus(db, brands, brand, language, memberOf(member));
  const rgSetLimit: CallHandler<'rgSetLimit'> = async ({ body, brand, language, member }) => {
    await setLimit(db, brands, brand, memberOf(member), body);
    return rgStatus(db, brands, brand, language, memberOf(member));
  };
  const rgConfirmLimit: CallHandler<'rgConfirmLimit'> = async ({ body, brand, language, member }) => {
    await confirmLimit(db, memberOf(member), body);
    return rgStatus(db, brands, brand, language, memberOf(member));
  };
  const rgCancelLimitChange: CallHandler<'rgCancelLimitChange'> = async ({ body, brand, language, member }) => {
    await cancelLimitChange(db, memberOf(member), body);
    return rgStatus(db, brands, brand, language, memberOf(member));
  };
  const rgTakeBreak: CallHandler<'rgTakeBreak'> = ({ body, brand, member }) => takeBreak(db, brands, brand, memberOf(member), body.duration);
  const rgSelfExclude: CallHandler<'rgSelfExclude'> = ({ body, brand, member }) => selfExclude(db, brands, brand, memberOf(member), body);
  return { rgPack, rgStatus: rgStatusHandler, rgSetLimit, rgConfirmLimit, rgCancelLimitChange, rgTakeBreak, rgSelfExclude };
}
