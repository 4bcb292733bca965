import { type CallDef, call, relay, roleSets, anyBody } from './define';

/** The agent centre: dividend and salary contracts. */
export const agentCalls = {
  dividendRequest: call({ method: 'POST', path: relay('MCS2_processDividendReq'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, body: anyBody }),
  dailySalaryContract: call({ method: 'POST', path: relay('MCS2_processDailySalContract'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, body: anyBody }),
  hourlySalaryContract: call({ method: 'POST', path: relay('MCS2_processContractHourSalary'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, body: anyBody }),
  realTimeSalaryContract: call({ method: 'POST', path: relay('MCSFE_processRealTimeSalaryContract'), module: 'AGENT3', login: true, roles: roleSets.agents, encrypt: false, body: anyBody }),
} satisfies Record<string, CallDef>;
