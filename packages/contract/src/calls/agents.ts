import * as team from '../agents';
import { type CallDef, call, relay, roleSets, anyBody } from './define';

const agent = { module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false } as const;

/** The agent centre (module AGENT3, agent types 1, 2, 41, 42 only): the team pages, then the dividend and salary contracts. */
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
  // contracts
  dividendRequest: call({ method: 'POST', path: relay('MCS2_processDividendReq'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, body: anyBody }),
  dailySalaryContract: call({ method: 'POST', path: relay('MCS2_processDailySalContract'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, body: anyBody }),
  hourlySalaryContract: call({ method: 'POST', path: relay('MCS2_processContractHourSalary'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, body: anyBody }),
  realTimeSalaryContract: call({ method: 'POST', path: relay('MCSFE_processRealTimeSalaryContract'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, body: anyBody }),
} satisfies Record<string, CallDef>;
