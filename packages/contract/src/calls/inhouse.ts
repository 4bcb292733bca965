import * as gm from '../games';
import { type CallDef, call, roleSets } from './define';

/** In-house games: the play page authenticates with its launch token (body/query field session), like a vendor page. */
export const inhouseCalls = {
  // in-house games: the play page authenticates with its launch token (body/query field session), like a vendor page
  inhouseRules: call({ method: 'GET', path: '/wps/inhouse/rules', module: 'GAME3', login: false, roles: roleSets.anyone, encrypt: false, response: gm.inhouseRulesValueSchema }),
  inhouseSession: call({ method: 'POST', path: '/wps/inhouse/session', module: 'GAME3', login: false, roles: roleSets.anyone, encrypt: false, body: gm.inhouseSessionBodySchema, response: gm.inhouseSessionValueSchema }),
  inhousePlay: call({ method: 'POST', path: '/wps/inhouse/play', module: 'GAME3', login: false, roles: roleSets.anyone, encrypt: false, body: gm.inhousePlayBodySchema, response: gm.inhousePlayValueSchema }),
  inhouseClientSeed: call({ method: 'POST', path: '/wps/inhouse/fair/clientSeed', module: 'GAME3', login: false, roles: roleSets.anyone, encrypt: false, body: gm.inhouseClientSeedBodySchema, response: gm.fairnessSchema }),
  inhouseRotateSeed: call({ method: 'POST', path: '/wps/inhouse/fair/rotate', module: 'GAME3', login: false, roles: roleSets.anyone, encrypt: false, body: gm.inhouseRotateSeedBodySchema, response: gm.inhouseRotateSeedValueSchema }),
  /** with session: that game session's member; without: the logged-in member (the member centre's verification page) */
  inhouseRounds: call({ method: 'GET', path: '/wps/inhouse/rounds', module: 'GAME3', login: 'optional', roles: roleSets.anyone, encrypt: false, query: gm.inhouseRoundsQuerySchema, response: gm.inhouseRoundsValueSchema }),
  inhouseVerify: call({ method: 'POST', path: '/wps/inhouse/verify', module: 'GAME3', login: 'optional', roles: roleSets.anyone, encrypt: false, body: gm.inhouseVerifyBodySchema, response: gm.inhouseVerifyValueSchema }),
} satisfies Record<string, CallDef>;
