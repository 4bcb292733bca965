import type { PlayerActivityRules } from '@app/contract/player-activity';
import type { ResponsibleGamingPack } from '@app/contract/responsible-gaming-pack';

/** The parts of the brand's pack the reality check, pacing and registration screens need. */
export function activityRules(pack: ResponsibleGamingPack): PlayerActivityRules {
  return { realityCheck: pack.realityCheck, age: pack.age, pacing: pack.pacing, pageAfterRegistration: pack.pageAfterRegistration };
}

/** The pack in force for a brand id (the operator may have switched it: modules/responsible-gaming/packs.ts). */
export type PackOfBrand = (brandId: string) => Promise<ResponsibleGamingPack>;
