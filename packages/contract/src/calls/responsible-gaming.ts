import type { CallDef } from './define';

/** Responsible gaming (issue 17): the player's limits, time-outs and self-exclusion, and the brand's jurisdiction pack as the client needs it. */
export const responsibleGamingCalls = {} satisfies Record<string, CallDef>;
