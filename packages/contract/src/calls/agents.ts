import * as con from '../agent-contracts';
import { type CallDef, call, relay, roleSets } from './define';

/** The agent centre (module AGENT3): the team pages and the dividend and salary contracts. */
export const agentCalls = {
  // --- contracts (agent-contracts.ts): an upline agent and its direct downline agents ---
  /** the caller's contracts, as upline and as downline (filter role, kind, state), newest first */
  agentContracts: call({ method: 'GET', path: relay('MCS2_getAgentContracts'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, query: con.contractsQuerySchema, response: con.contractsValueSchema }),
  /** one contract of the caller's, with its history, the running period and what accepting it would terminate */
  agentContractDetail: call({ method: 'GET', path: relay('MCS2_getAgentContractDetail'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, query: con.contractIdQuerySchema, response: con.contractDetailValueSchema }),
  /** offer a contract to a direct downline agent */
  offerContract: call({ method: 'POST', path: relay('MCS2_offerAgentContract'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, body: con.offerContractBodySchema, response: con.contractDetailValueSchema }),
  /** the downline accepts or rejects an offer */
  respondContract: call({ method: 'POST', path: relay('MCS2_respondAgentContract'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, body: con.respondContractBodySchema, response: con.contractChangeValueSchema }),
  /** either side ends an accepted contract */
  terminateContract: call({ method: 'POST', path: relay('MCS2_terminateAgentContract'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, body: con.terminateContractBodySchema, response: con.contractChangeValueSchema }),
  /** the spec's four contract pages, one per kind (contractPageValueSchema) */
  dividendRequest: call({ method: 'POST', path: relay('MCS2_processDividendReq'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, body: con.contractPageBodySchema, response: con.contractPageValueSchema }),
  dailySalaryContract: call({ method: 'POST', path: relay('MCS2_processDailySalContract'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, body: con.contractPageBodySchema, response: con.contractPageValueSchema }),
  hourlySalaryContract: call({ method: 'POST', path: relay('MCS2_processContractHourSalary'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, body: con.contractPageBodySchema, response: con.contractPageValueSchema }),
  realTimeSalaryContract: call({ method: 'POST', path: relay('MCSFE_processRealTimeSalaryContract'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, body: con.contractPageBodySchema, response: con.contractPageValueSchema }),
} satisfies Record<string, CallDef>;
