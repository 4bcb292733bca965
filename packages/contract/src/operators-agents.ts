import { z } from 'zod';
import { contractTermsSchema } from './agent-contracts';
import { MAX_AMOUNT_MINOR } from './money';
import { dateOfBirthSchema } from './player-activity';

/**
 * Operator calls of a brand's agents (issue 29): the agent centre's transfer limits and report offset, every agent
 * contract with what it has paid, an operator's termination of one, and what the house paid agents.
 */
const brandId = z.string().max(64);
const minor = z.number().int().min(1).max(1_000_000_000_000);

export const agentRulesQuerySchema = z.object({ brandId });
export const agentRulesValueSchema = z.object({
  brandId: z.string(),
  /** the brand's time zone, whose calendar days are the business days (set with the brand's settings) */
  timeZone: z.string(),
  transferMinMinor: z.number().int(),
  transferMaxMinor: z.number().int(),
  transferDailyMaxMinor: z.number().int(),
});
export const setAgentTransferLimitsBodySchema = z
  .object({ brandId, transferMinMinor: minor, transferMaxMinor: minor, transferDailyMaxMinor: minor })
  .strict()
  .refine((b) => b.transferMinMinor <= b.transferMaxMinor, { message: 'the smallest transfer is not above the largest', path: ['transferMaxMinor'] })
  .refine((b) => b.transferMaxMinor <= b.transferDailyMaxMinor, { message: 'one transfer is not above the day’s total', path: ['transferDailyMaxMinor'] });

export const agentContractStateSchema = z.enum(['offered', 'accepted', 'rejected', 'terminated', 'finished']);
export const operatorAgentContractsQuerySchema = z.object({
  brandId,
  state: agentContractStateSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const operatorAgentContractSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  state: z.string(),
  rateBp: z.number().int(),
  upline: z.string(),
  downline: z.string(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  endReason: z.string().nullable(),
  /** settlements paid, and what they paid */
  paidCount: z.number().int(),
  paidMinor: z.number().int(),
  /** settlements waiting for the payer's funds */
  unpaidCount: z.number().int(),
  /** the conditions in force */
  minValidBetMinor: z.number().int(),
  minProfitLossMinor: z.number().int().nullable(),
  minActiveMembers: z.number().int(),
  /** an operator's amendment waiting for the contract's next period (issue 29) */
  amendment: z
    .object({
      rateBp: z.number().int(),
      minValidBetMinor: z.number().int(),
      minProfitLossMinor: z.number().int().nullable(),
      minActiveMembers: z.number().int(),
      effectiveAt: z.string(),
      operator: z.string(),
      reason: z.string(),
    })
    .nullable(),
});
export const operatorAgentContractsValueSchema = z.object({
  list: z.array(operatorAgentContractSchema),
  /** what the house paid agents over the last 30 days, per contract kind (an upline's payments are the upline's) */
  housePaid: z.array(z.object({ kind: z.string(), payments: z.number().int(), amountMinor: z.number().int() })),
});
/** the agent types of the spec: 1 and 2 (agents), 41 and 42 (their sub-types) */
export const agentTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(41), z.literal(42)]);
/** makes a player (type 0) an agent: top-level when they have no upline, a sub-agent of their upline otherwise */
export const makeAgentBodySchema = z.object({ memberId: z.number().int().positive().max(2_147_483_647), type: agentTypeSchema }).strict();
/**
 * A new top-level agent account (no upline): the brand's registration rules apply to the username, payee name and date
 * of birth; the agent signs in first with the temporary password shown once and sets their own.
 */
export const createAgentBodySchema = z
  .object({
    brandId: z.string().max(64),
    username: z.string().trim().min(1).max(64),
    payeeName: z.string().trim().max(100).optional(),
    dateOfBirth: dateOfBirthSchema.optional(),
    type: agentTypeSchema,
  })
  .strict();
export const createAgentValueSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  affiliateCode: z.string(),
  /** signs in once within an hour and asks for a new password at once; shown this one time */
  temporaryPassword: z.string(),
});
export const makeAgentValueSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  /** the upline's username (null: a top-level agent) */
  upline: z.string().nullable(),
  affiliateCode: z.string(),
  /** the member's sessions ended, so the next sign-in opens the agent centre */
  endedSessions: z.number().int(),
});
/** moves a member and their downline under another agent of the brand */
export const moveUplineBodySchema = z
  .object({ memberId: z.number().int().positive().max(2_147_483_647), upline: z.string().trim().min(1).max(64), reason: z.string().trim().min(3).max(200) })
  .strict();
export const moveUplineValueSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  /** the old upline (null: there was none) */
  from: z.string().nullable(),
  to: z.string(),
  /** members of the moved member's downline, who moved with them */
  movedDownline: z.number().int(),
  /** contracts with the old upline that ended */
  endedContracts: z.number().int(),
});
export const uplineMovesQuerySchema = z.object({ memberId: z.coerce.number().int().positive().max(2_147_483_647) });
export const uplineMovesValueSchema = z.object({
  list: z.array(z.object({ at: z.string(), from: z.string().nullable(), to: z.string(), by: z.string(), reason: z.string() })),
});
/**
 * An operator's amendment of an accepted contract: the new rate (and, where given, conditions) from the start of the
 * contract's next settlement period, so each period is settled under one set of terms.
 */
export const amendAgentContractBodySchema = z
  .object({
    id: z.number().int().positive().max(2_147_483_647),
    rateBp: contractTermsSchema.shape.rateBp,
    minValidBetMinor: z.number().int().min(0).max(MAX_AMOUNT_MINOR).optional(),
    minProfitLossMinor: z.number().int().min(-MAX_AMOUNT_MINOR).max(MAX_AMOUNT_MINOR).nullable().optional(),
    minActiveMembers: z.number().int().min(0).max(1_000_000).optional(),
    reason: z.string().trim().min(1).max(200),
  })
  .strict();
export const terminateAgentContractBodySchema = z.object({ id: z.number().int().positive().max(2_147_483_647), reason: z.string().trim().min(1).max(200) }).strict();
