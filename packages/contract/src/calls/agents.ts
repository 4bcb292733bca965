import * as con from '../agent-contracts';
import * as team from '../agents';
import { type CallDef, call, relay, roleSets } from './define';

const agent = { module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false } as const;

/** The agent centre (module AGENT3, agent types 1, 2, 41, 42 only): the team pages and the dividend and salary contracts. */
export const agentCalls = {
  // team (only the caller's own downline is ever visible: FORBIDDEN otherwise)
  teamOverview: call({ ...agent, method: 'GET', path: '/wps/agent/team/overview', query: team.teamOverviewQuerySchema, response: team.teamOverviewValueSchema }),
  teamTree: call({ ...agent, method: 'GET', path: '/wps/agent/team/tree', query: team.teamTreeQuerySchema, response: team.teamTreeValueSchema }),
  teamSearch: call({ ...agent, method: 'GET', path: '/wps/agent/team/search', query: team.teamSearchQuerySchema, response: team.teamSearchValueSchema }),
  teamMember: call({ ...agent, method: 'GET', path: '/wps/agent/team/member', query: team.teamMemberQuerySchema, response: team.teamMemberValueSchema }),
  registerDownline: call({ ...agent, method: 'POST', path: '/wps/agent/team/register', encrypt: true, body: team.registerDownlineBodySchema, response: team.registerDownlineValueSchema }),
  affiliateLink: call({ ...agent, method: 'GET', path: '/wps/agent/affiliate/link', response: team.affiliateLinkValueSchema }),
  teamBets: call({ ...agent, method: 'GET', path: '/wps/agent/team/bets', query: team.teamBetsQuerySchema, response: team.teamBetsValueSchema }),
  teamProfitLoss: call({ ...agent, method: 'GET', path: '/wps/agent/team/profitLoss', query: team.teamProfitLossQuerySchema, response: team.teamProfitLossValueSchema }),
  teamTransactions: call({ ...agent, method: 'GET', path: '/wps/agent/team/transactions', query: team.teamTransactionsQuerySchema, response: team.teamTransactionsValueSchema }),
  myIncome: call({ ...agent, method: 'GET', path: '/wps/agent/income', query: team.myIncomeQuerySchema, response: team.myIncomeValueSchema }),
  transferToDownline: call({ ...agent, method: 'POST', path: relay('MCSFE_transferToDownline'), encrypt: true, body: team.transferDownlineBodySchema, response: team.transferDownlineValueSchema }),
  downlineTransferLimits: call({ ...agent, method: 'GET', path: '/wps/agent/team/transfer/limits', response: team.transferDownlineLimitsValueSchema }),
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
