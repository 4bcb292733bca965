import type { PlayerActivityRules } from '@app/contract/player-activity';
import type { ResponsibleGamingPack } from '@app/contract/responsible-gaming-pack';

/** The parts of the brand's pack the reality check, pacing and registration screens need. */
export function activityRules(pack: ResponsibleGamingPack): PlayerActivityRules {
  return { realityCheck: pack.realityCheck, age: pack.age, pacing: pack.pacing, pageAfterRegistration: pack.pageAfterRegistration };
}

export type PackOfBrand = (brandId: string) => ResponsibleGamingPack;
