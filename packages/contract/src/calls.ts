import type { z } from 'zod';
import { accountCalls } from './calls/accounts';
import { agentCalls } from './calls/agents';
import { chatCalls } from './calls/chat';
import type { CallDef } from './calls/define';
import { gameCalls } from './calls/games';
import { inboxCalls } from './calls/inbox';
import { inhouseCalls } from './calls/inhouse';
import { kycCalls } from './calls/kyc';
import { lotteryCalls } from './calls/lottery';
import { loyaltyCalls } from './calls/loyalty';
import { playerActivityCalls } from './calls/player-activity';
import { promotionCalls } from './calls/promotions';
import { pushCalls } from './calls/push';
import { responsibleGamingCalls } from './calls/responsible-gaming';
import { systemCalls } from './calls/system';
import { twoFactorCalls } from './calls/two-factor';
import { walletCalls } from './calls/wallet';

/**
 * Every call of the spec's section 7, declared once, in one partial table per area (calls/<area>.ts; the same area
 * names as the server's routes/<area> and the web's features/<area>/api). Server routing and the web API client are
 * both built from this table.
 */
export const calls = {
  ...systemCalls,
  ...accountCalls,
  ...walletCalls,
  ...inboxCalls,
  ...gameCalls,
  ...inhouseCalls,
  ...lotteryCalls,
  ...promotionCalls,
  ...loyaltyCalls,
  ...agentCalls,
  ...chatCalls,
  ...responsibleGamingCalls,
  ...playerActivityCalls,
  ...kycCalls,
  ...pushCalls,
  ...twoFactorCalls,
} satisfies Record<string, CallDef>;

/** the table's own vocabulary, for whoever reads the table */
export type { CallDef, HttpMethod, ModuleId, Role } from './calls/define';

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type CallQuery<N extends CallName> = z.input<Calls[N]['query']>;
export type CallBody<N extends CallName> = z.input<Calls[N]['body']>;
export type CallValue<N extends CallName> = z.output<Calls[N]['response']>;
