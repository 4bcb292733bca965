import { brandDigits, type BrandConfig } from '@app/contract/brand';
import { contractKindFlag, type ContractKind } from '@app/contract/agent-contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireMember } from '../../lib/roles';
import type { SessionMember } from '../../lib/session-member';
import { offerContract as offer, respondToContract, terminateContract as terminate } from '../../modules/agents/contracts';
import { contractPage } from '../../modules/agents/contracts-pages';
import { contractDetail, listContracts } from '../../modules/agents/contracts-view';

/** A kind the brand switched off takes no new offers and shows no page (accepted contracts still run to their end). */
function requireKindEnabled(brand: BrandConfig, kind: ContractKind) {
  const flag = contractKindFlag[kind];
  if (!brand.flags[flag]) throw new AppError('OPERATION_NOT_ALLOWED', { feature: flag });
}

const callerOf = (member: SessionMember | null, brand: BrandConfig) => {
  const m = requireMember(member);
  return { id: m.id, brandId: m.brandId, digits: brandDigits(brand) };
};

/** The agent contracts' calls (module AGENT3; the router admits agent types 1, 2, 41 and 42 only). */
export function contractHandlers(db: Db): CallHandlers {
  const agentContracts: CallHandler<'agentContracts'> = ({ query, member }) => listContracts(db, requireMember(member).id, query);
  const agentContractDetail: CallHandler<'agentContractDetail'> = ({ query, member, brand }) => contractDetail(db, requireMember(member).id, query.id, brandDigits(brand));
  const offerContract: CallHandler<'offerContract'> = ({ body, member, brand }) => {
    requireKindEnabled(brand, body.kind);
    return offer(db, callerOf(member, brand), body);
  };
  const page = (kind: ContractKind, ctx: { body: Parameters<typeof contractPage>[3]; member: SessionMember | null; brand: BrandConfig }) => {
    requireKindEnabled(ctx.brand, kind);
    return contractPage(db, callerOf(ctx.member, ctx.brand), kind, ctx.body);
  };
  const respondContract: CallHandler<'respondContract'> = ({ body, member, brand }) => respondToContract(db, callerOf(member, brand), body.id, body.action);
  const terminateContract: CallHandler<'terminateContract'> = ({ body, member, brand }) => terminate(db, callerOf(member, brand), body.id, body.reason);
  // the spec's four contract pages: one kind each
  const dividendRequest: CallHandler<'dividendRequest'> = (ctx) => page('dividend', ctx);
  const dailySalaryContract: CallHandler<'dailySalaryContract'> = (ctx) => page('daily_salary', ctx);
  const hourlySalaryContract: CallHandler<'hourlySalaryContract'> = (ctx) => page('hourly_salary', ctx);
  const realTimeSalaryContract: CallHandler<'realTimeSalaryContract'> = (ctx) => page('real_time_salary', ctx);
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
