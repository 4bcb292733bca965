import * as rg from '../responsible-gaming';
import { type CallDef, call, relay, roleSets } from './define';

/**
 * Responsible gaming (issue 17): the player's limits, time-outs and self-exclusion, and the brand's jurisdiction pack
 * as the client needs it. The spec names none of these paths; they follow its relay naming (module RG3).
 */
export const responsibleGamingCalls = {
  /** the brand's pack (texts in the request's language): the footer, the header's panic button, the blocked page */
  rgPack: call({ method: 'GET', path: relay('RGFE_getPack'), module: 'RG3', login: false, roles: roleSets.anyone, encrypt: false, response: rg.rgPackViewSchema }),
  rgStatus: call({ method: 'GET', path: relay('RGFE_getStatus'), module: 'RG3', login: true, roles: roleSets.realAccounts, encrypt: false, response: rg.rgStatusValueSchema }),
  rgSetLimit: call({ method: 'POST', path: relay('RGFE_setLimit'), module: 'RG3', login: true, roles: roleSets.realAccounts, encrypt: false, body: rg.rgSetLimitBodySchema, response: rg.rgStatusValueSchema }),
  rgConfirmLimit: call({ method: 'POST', path: relay('RGFE_confirmLimit'), module: 'RG3', login: true, roles: roleSets.realAccounts, encrypt: false, body: rg.rgLimitTargetBodySchema, response: rg.rgStatusValueSchema }),
  rgCancelLimitChange: call({ method: 'POST', path: relay('RGFE_cancelLimitChange'), module: 'RG3', login: true, roles: roleSets.realAccounts, encrypt: false, body: rg.rgLimitTargetBodySchema, response: rg.rgStatusValueSchema }),
  rgTakeBreak: call({ method: 'POST', path: relay('RGFE_takeBreak'), module: 'RG3', login: true, roles: roleSets.realAccounts, encrypt: false, body: rg.rgTakeBreakBodySchema, response: rg.rgBlockValueSchema }),
  rgSelfExclude: call({ method: 'POST', path: relay('RGFE_selfExclude'), module: 'RG3', login: true, roles: roleSets.realAccounts, encrypt: false, body: rg.rgSelfExcludeBodySchema, response: rg.rgBlockValueSchema }),
} satisfies Record<string, CallDef>;
