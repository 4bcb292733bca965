import { brandDigits, moneyFormatOf } from '@app/contract/brand';
import type { Db } from '../../db/client';
import { linkHostOf } from '../../lib/link-origin';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import { requireMember } from '../../lib/roles';
import type { SessionMember } from '../../lib/session-member';
import { type Agent, downlineMember } from '../../modules/agents/team-downline';
import { teamOverview as overviewOf } from '../../modules/agents/team-overview';
import { affiliateLink as affiliateLinkOf, registerDownline as registerForAgent } from '../../modules/agents/team-register';
import { myIncome as incomeOf, teamBets as betsOf, teamProfitLoss as profitLossOf, teamTransactions as transactionsOf } from '../../modules/agents/team-reports';
import { teamPeriodOf } from '../../modules/agents/team-settings';
import { brandTimeZone } from '../../modules/content/brand-clock';
import { downlineTransferLimits as limitsOf, transferToDownline as transferFor } from '../../modules/agents/team-transfer';
import { teamMember as memberOf, teamSearch as searchOf, teamTree as treeOf } from '../../modules/agents/team-tree';
import { verifyPaymentPassword } from '../../modules/wallet/payment-password';
import { registrationContext } from '../accounts/registration-context';
import { amountMinorOf, requestIdOf } from '../wallet/parse';

/** The caller of an agent-centre call (the router admitted agent types only). */
const agentOf = (member: SessionMember | null): Agent => {
  const m = requireMember(member);
  return { id: m.id, brandId: m.brandId, username: m.username };
};

/** The agent centre's team calls: only the caller's own downline is ever visible (the modules answer FORBIDDEN otherwise). */
export function agentTeamHandlers(db: Db): CallHandlers {
  const zoneOf = (brandId: string) => brandTimeZone(db, brandId);

  const teamOverview: CallHandler<'teamOverview'> = async ({ query, member, brand }) => overviewOf(db, agentOf(member), await teamPeriodOf(db, brand.id, query), brandDigits(brand));
  const teamTree: CallHandler<'teamTree'> = async ({ query, member, brand }) =>
    treeOf(db, agentOf(member), query.parentId, query, { timeZone: await zoneOf(brand.id), digits: brandDigits(brand) });
  const teamSearch: CallHandler<'teamSearch'> = async ({ query, member, brand }) =>
    searchOf(db, agentOf(member), query.username, query, { timeZone: await zoneOf(brand.id), digits: brandDigits(brand) });
  const teamMember: CallHandler<'teamMember'> = async ({ query, member, brand }) =>
    memberOf(db, agentOf(member), { memberId: query.memberId, username: query.username }, await teamPeriodOf(db, brand.id, query), brandDigits(brand));
  const registerDownline: CallHandler<'registerDownline'> = async (ctx) => registerForAgent(db, agentOf(ctx.member), await registrationContext(db, ctx));
  const affiliateLink: CallHandler<'affiliateLink'> = async ({ member, brand, request }) =>
    affiliateLinkOf(db, agentOf(member), linkHostOf(request, brand));
  const teamBets: CallHandler<'teamBets'> = async ({ query, member, brand }) => betsOf(db, agentOf(member), query, await teamPeriodOf(db, brand.id, query), brandDigits(brand));
  const teamProfitLoss: CallHandler<'teamProfitLoss'> = async ({ query, member, brand }) =>
    profitLossOf(db, agentOf(member), query, await teamPeriodOf(db, brand.id, query), brandDigits(brand));
  const teamTransactions: CallHandler<'teamTransactions'> = async ({ query, member, brand }) =>
    transactionsOf(db, agentOf(member), query, await teamPeriodOf(db, brand.id, query), brandDigits(brand));
  const myIncome: CallHandler<'myIncome'> = async ({ query, member, brand }) => incomeOf(db, agentOf(member), query, await teamPeriodOf(db, brand.id, query), brandDigits(brand));
  const downlineTransferLimits: CallHandler<'downlineTransferLimits'> = async ({ member }) => limitsOf(db, agentOf(member));
  const transferToDownline: CallHandler<'transferToDownline'> = async ({ body, member, brand, request }) => {
    const agent = agentOf(member);
    const amountMinor = amountMinorOf(body.amount, brandDigits(brand));
    // the downline first: a name outside it is refused before a payment password attempt is spent
    const downline = await downlineMember(db, agent, { memberId: body.memberId, username: body.username });
    await verifyPaymentPassword(db, agent.id, body.paymentPassword);
    const { key } = requestIdOf(request, body.requestId);
    return transferFor(db, { agent, downline, amountMinor, requestId: key, money: moneyFormatOf(brand) });
  };

  return {
    teamOverview,
    teamTree,
    teamSearch,
    teamMember,
    registerDownline,
    affiliateLink,
    teamBets,
    teamProfitLoss,
    teamTransactions,
    myIncome,
    downlineTransferLimits,
    transferToDownline,
  };
}
