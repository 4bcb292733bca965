import type { Db } from '../../db/client';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireMember } from '../../lib/roles';
import type { SessionMember } from '../../lib/session-member';
import { offerContract as offer, respondToContract, terminateContract as terminate } from '../../modules/agents/contracts';
import { contractPage } from '../../modules/agents/contracts-pages';
import { contractDetail, listContracts } from '../../modules/agents/contracts-view';

const callerOf = (member: SessionMember | null) => {
  const m = requireMember(member);
  return { id: m.id, brandId: m.brandId };
};

/** The agent contracts' calls (module AGENT3; the router admits agent types 1, 2, 41 and 42 only). */
export function contractHandlers(db: Db): CallHandlers {
  const agentContracts: CallHandler<'agentContracts'> = ({ query, member }) => listContracts(db, callerOf(member).id, query);
  const agentContractDetail: CallHandler<'agentContractDetail'> = ({ query, member }) => contractDetail(db, callerOf(member).id, query.id);
  const offerContract: CallHandler<'offerContract'> = ({ body, member }) => offer(db, callerOf(member), body);
  const respondContract: CallHandler<'respondContract'> = ({ body, member }) => respondToContract(db, callerOf(member), body.id, body.action);
  const terminateContract: CallHandler<'terminateContract'> = ({ body, member }) => terminate(db, callerOf(member), body.id, body.reason);
  // the spec's four contract pages: one kind each
  const dividendRequest: CallHandler<'dividendRequest'> = ({ body, member }) => contractPage(db, callerOf(member).id, 'dividend', body);
  const dailySalaryContract: CallHandler<'dailySalaryContract'> = ({ body, member }) => contractPage(db, callerOf(member).id, 'daily_salary', body);
  const hourlySalaryContract: CallHandler<'hourlySalaryContract'> = ({ body, member }) => contractPage(db, callerOf(member).id, 'hourly_salary', body);
  const realTimeSalaryContract: CallHandler<'realTimeSalaryContract'> = ({ body, member }) => contractPage(db, callerOf(member).id, 'real_time_salary', body);
  return {
    agentContracts,
    agentContractDetail,
    offerContract,
    respondContract,
    terminateContract,
    dividendRequest,
    dailySalaryContract,
    hourlySalaryContract,
    realTimeSalaryContract,
  };
}
