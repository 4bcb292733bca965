import { z } from 'zod';
import * as pa from '../player-activity';
import { type CallDef, call, roleSets } from './define';

/** The player's own activity (issue 17): the reality check's session time and net position, and the monthly activity statement. */
export const playerActivityCalls = {
  /** the brand's pack as these tools need it: reality-check range, age rule, pacing, the page after registration */
  playerActivityRules: call({ method: 'GET', path: '/wps/activity/rules', module: 'COMM3', login: false, roles: roleSets.anyone, encrypt: false, response: pa.playerActivityRulesValueSchema }),
  /** the current play session: time played, net position and the next reality check (reading it counts as activity) */
  realityCheck: call({ method: 'GET', path: '/wps/activity/realityCheck', module: 'GAME3', login: true, roles: roleSets.realAccounts, encrypt: false, response: pa.realityCheckStateSchema }),
  /** Continue: answers a due check; the next one is an interval from now */
  realityCheckAcknowledge: call({ method: 'POST', path: '/wps/activity/realityCheck/acknowledge', module: 'GAME3', login: true, roles: roleSets.realAccounts, encrypt: false, body: z.object({}).strict(), response: pa.realityCheckStateSchema }),
  /** the player's interval, within the pack's range */
  realityCheckSettings: call({ method: 'PUT', path: '/wps/activity/realityCheck', module: 'GAME3', login: true, roles: roleSets.realAccounts, encrypt: false, body: pa.realityCheckSettingsBodySchema, response: pa.realityCheckStateSchema }),
  /** deposits, withdrawals, net position and time played per month, the last 12 months, with the CSV of the same */
  activityStatement: call({ method: 'GET', path: '/wps/activity/statement', module: 'FUNDTRANS3', login: true, roles: roleSets.realAccounts, encrypt: false, response: pa.activityStatementValueSchema }),
} satisfies Record<string, CallDef>;
