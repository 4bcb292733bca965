import { CONTRACT_KINDS } from '@app/contract/agent-contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { CallHandler, CallHandlers } from '../../lib/call-router';
import type { SignedInOperator } from '../../lib/operator-token';
import { contractSettings, setContractMaxRate, setContractPayer } from '../../modules/agents/contracts-settings';
import { recordSettlementRun, runContractJobs } from '../../modules/agents/settlement';
import { PERIOD_CHOICES } from '../../modules/agents/settlement-periods';
import { deleteChatMessage } from '../../modules/chat/messages';
import { muteChatMember } from '../../modules/chat/mutes';
import { auditorOf, brandIdsInView, brandsOf } from '../../modules/operators/accounts';
import { chatMessageBrandOf, conversationBrandOf, supportMessageBrandOf } from '../../modules/operators/desk-scope';
import { deskAttachment, deskClose, deskConversations, deskReply, deskThread } from '../../modules/support/desk';
import { knownBrandOf, requireEveryBrand, requireRowBrand, signedIn } from './operator-scope';

/** Clocks of operator and server may differ a little; a settlement "as of" the future is refused beyond this. */
const CLOCK_SKEW_MS = 60_000;
/** the most conversations the desk lists (the module's limit) */
const DESK_LIST_MAX = 200;


/**
 * The handlers of the contract's deskOperatorCalls (packages/contract/src/calls/operators-desk.ts): the support desk,
 * chat moderation, and the agent contracts' settlement run and settings. Every change names the signed-in operator
 * (the desk's replies are signed with their username; the audit rows are theirs); an operator limited to some brands
 * sees and changes only theirs (another brand's conversations and messages do not exist for them: NOT_FOUND).
 */
export function deskOperatorHandlers(app: FastifyInstance, deps: { dataDir: string }): CallHandlers {
  const { db } = app.database;
  /** a brand that exists and is the operator's */
  const knownBrand = (operator: SignedInOperator, brandId: string) => knownBrandOf(app.brands, operator, brandId).id;
  const rowBrand = (operator: SignedInOperator, brandId: string | null, notFound: Record<string, unknown>) => requireRowBrand(app.brands, operator, brandId, notFound);

  // --- the support desk ---
  const operatorDeskConversations: CallHandler<'operatorDeskConversations'> = async ({ operator, query }) => {
    const me = signedIn(operator);
    // an operator of every brand reads them in one query, as before; a brand-limited one reads each of their brands
    if (me.brandIds === null) return { list: await deskConversations(db, query) };
    const rows = (await Promise.all(brandIdsInView(me, app.brands.all, query.brandId).map((brandId) => deskConversations(db, { brandId, status: query.status })))).flat();
    return { list: rows.sort((a, b) => b.updatedAt - a.updatedAt).slice(0, DESK_LIST_MAX) };
  };
  const operatorDeskThread: CallHandler<'operatorDeskThread'> = async ({ operator, query }) => {
    const thread = await deskThread(db, query.conversationId);
    rowBrand(signedIn(operator), thread.conversation.brandId, { conversationId: query.conversationId });
    return thread;
  };
  const operatorDeskReply: CallHandler<'operatorDeskReply'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    rowBrand(me, await conversationBrandOf(db, body.conversationId), { conversationId: body.conversationId });
    return deskReply(db, deps.dataDir, body.conversationId, { text: body.text, image: body.image }, auditorOf(me, ip).actor);
  };
  const operatorDeskClose: CallHandler<'operatorDeskClose'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    rowBrand(me, await conversationBrandOf(db, body.conversationId), { conversationId: body.conversationId });
    return deskClose(db, body.conversationId, auditorOf(me, ip).actor);
  };
  const operatorDeskAttachment: CallHandler<'operatorDeskAttachment'> = async ({ operator, query }) => {
    rowBrand(signedIn(operator), await supportMessageBrandOf(db, query.messageId), { messageId: query.messageId });
    const { bytes, contentType } = await deskAttachment(db, deps.dataDir, query.messageId);
    return { contentType, base64: bytes.toString('base64') };
  };

  // --- chat moderation: mute a member for some minutes (0 lifts it), delete a message for everyone ---
  const operatorMuteChat: CallHandler<'operatorMuteChat'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    return muteChatMember(db, { ...body, brandId: knownBrand(me, body.brandId), actor: auditorOf(me, ip).actor });
  };
  const operatorDeleteChatMessage: CallHandler<'operatorDeleteChatMessage'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    rowBrand(me, await chatMessageBrandOf(db, body.messageId), { messageId: body.messageId });
    return deleteChatMessage(db, body.messageId, auditorOf(me, ip).actor);
  };

  // --- agent contracts ---
  /**
   * Runs the settlement now (the job does it every minute; the CLI's settle-salaries). It settles every brand's
   * contracts at once: only an operator of every brand runs it (a brand-limited one would settle other brands').
   */
  const operatorSettleContracts: CallHandler<'operatorSettleContracts'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    requireEveryBrand(me);
    const at = body.at === undefined ? new Date() : new Date(body.at);
    if (Number.isNaN(at.getTime()) || at.getTime() > Date.now() + CLOCK_SKEW_MS) {
      throw new AppError('VALIDATION_ERROR', { field: 'at', issues: [{ path: 'at', message: 'a time that is not in the future' }] });
    }
    const result = await runContractJobs(db, app.brands, at, PERIOD_CHOICES[body.period]);
    await recordSettlementRun(db, auditorOf(me, ip), body.period, result);
    return result;
  };
  /** the payer and maximum rates of every brand the operator sees */
  const operatorContractSettings: CallHandler<'operatorContractSettings'> = async ({ operator }) => ({
    list: await contractSettings(db, brandsOf(signedIn(operator), app.brands.all).map((b) => b.id)),
  });
  /** the payer, the maximum rate of one or more kinds, or both; each change is audited on its own */
  const operatorSetContractSettings: CallHandler<'operatorSetContractSettings'> = async ({ operator, body, ip }) => {
    const me = signedIn(operator);
    const brandId = knownBrand(me, body.brandId);
    const auditor = auditorOf(me, ip);
    if (body.payer) await setContractPayer(db, auditor, brandId, body.payer);
    // the accepted contracts above a lowered maximum: paid at the maximum from now on (contracts-settings.ts)
    const capped = [];
    for (const kind of CONTRACT_KINDS) {
      const rateBp = body.maxRateBp?.[kind];
      if (rateBp !== undefined) capped.push(...(await setContractMaxRate(db, auditor, brandId, kind, rateBp)).capped.map((c) => ({ kind, ...c })));
    }
    const [settings] = await contractSettings(db, [brandId]);
    return { ...settings!, capped };
  };

  return {
    operatorDeskConversations,
    operatorDeskThread,
    operatorDeskReply,
    operatorDeskClose,
    operatorDeskAttachment,
    operatorMuteChat,
    operatorDeleteChatMessage,
    operatorSettleContracts,
    operatorContractSettings,
    operatorSetContractSettings,
  };
}
