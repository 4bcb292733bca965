/**
 * The per-brand contract rules (agent_contract_settings): who pays salaries and dividends, and the most the house pays
 * per contract kind (docs/agent-contracts.md).
 *
 * - Payer: a brand without a row pays from the house; an operator may switch it to the contract's upline (its main
 *   wallet pays; the settlement waits as unpaid while the upline lacks the money).
 * - Maximum rate per kind: the top agent's own rate (an agent without a contract of the kind from its upline may
 *   offer at most this), and the budget of a whole chain: the settlement pays each level only the difference between
 *   its rate and the rate given further down on the same bets, so the house pays at most this on any bet.
 * - Lowering a maximum below accepted contracts does not terminate them: the settlement pays every contract at
 *   most the brand's maximum from the next period it settles (the contract's own rate stays on record, so raising
 *   the maximum again restores it). The change answers the accepted contracts it caps, so the operator can tell
 *   their agents.
 * Every change is written to the operator audit trail.
 */
import { assertRewardBudget } from '../promotions/reward-budget';
import { type ContractKind, CONTRACT_KINDS, DEFAULT_CONTRACT_MAX_RATES_BP } from '@app/contract/agent-contracts';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentContracts, agentContractSettings, members } from '../../db/schema';
import { type Operator, recordAudit } from '../audit/operator-audit';

export type ContractPayer = 'house' | 'upline';
export type MaxRates = Record<ContractKind, number>;

/** The maximum rate columns of agent_contract_settings, per kind. */
const maxRateColumn = {
  dividend: 'maxDividendRateBp',
  daily_salary: 'maxDailySalaryRateBp',
  hourly_salary: 'maxHourlySalaryRateBp',
  real_time_salary: 'maxRealTimeSalaryRateBp',
} as const satisfies Record<ContractKind, keyof typeof agentContractSettings.$inferSelect>;
const maxRateSqlColumn: Record<ContractKind, string> = {
  dividend: 'max_dividend_rate_bp',
  daily_salary: 'max_daily_salary_rate_bp',
  hourly_salary: 'max_hourly_salary_rate_bp',
  real_time_salary: 'max_real_time_salary_rate_bp',
};

/** What a brand gets unless its operator changes it (the migration's column defaults; see the contract's comment). */
export const DEFAULT_MAX_RATES: MaxRates = { ...DEFAULT_CONTRACT_MAX_RATES_BP };

type SettingsRow = typeof agentContractSettings.$inferSelect;
const maxRatesOf = (row: SettingsRow | undefined): MaxRates =>
  Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, row ? row[maxRateColumn[kind]] : DEFAULT_MAX_RATES[kind]])) as MaxRates;

export async function contractSettings(db: Db, brandIds: string[]) {
  const rows = await db.select().from(agentContractSettings);
  return brandIds.map((brandId) => {
    const row = rows.find((r) => r.brandId === brandId);
    return { brandId, payer: (row?.payer ?? 'house') as ContractPayer, maxRateBp: maxRatesOf(row) };
  });
}

/** The brand's maximum rate of a kind. */
export async function brandMaxRate(db: Db, brandId: string, kind: ContractKind) {
  const [row] = await db.select().from(agentContractSettings).where(eq(agentContractSettings.brandId, brandId));
  return maxRatesOf(row)[kind];
}

/**
 * SQL: the maximum rate of the brand for a contract kind (both SQL expressions, e.g. k.kind and k.brand_id), the
 * default when the brand has no row. For the set-based settlement statements.
 */
export function brandMaxRateSql(kind: SQL, brandId: SQL): SQL {
  const column = (k: ContractKind) => sql.raw(`s.${maxRateSqlColumn[k]}`);
  const cases = (pick: (k: ContractKind) => SQL) => sql.join(CONTRACT_KINDS.map((k) => sql`when ${k} then ${pick(k)}`), sql` `);
  return sql`coalesce((select case ${kind} ${cases(column)} end from agent_contract_settings s where s.brand_id = ${brandId}),
    case ${kind} ${cases((k) => sql`${DEFAULT_MAX_RATES[k]}::int`)} end)`;
}

export async function setContractPayer(db: Db, operator: Operator, brandId: string, payer: ContractPayer) {
  return db.transaction(async (tx) => {
    await tx
      .insert(agentContractSettings)
      .values({ brandId, payer })
      .onConflictDoUpdate({ target: agentContractSettings.brandId, set: { payer, updatedAt: sql`now()` } });
    // the house paying agents adds their pay to what the bets must cover
    if (payer === 'house') await assertRewardBudget(tx, brandId);
    await recordAudit(tx, operator, { brandId, action: 'contract_payer', target: `brand:${brandId}`, detail: { payer } });
    return { brandId, payer };
  });
}

/**
 * Sets the brand's maximum rate of a kind. Accepted contracts above it stay (their rate on record) but are paid at
 * most the maximum from the next period settled; they are answered (and audited) so the operator can tell the agents.
 */
export async function setContractMaxRate(db: Db, operator: Operator, brandId: string, kind: ContractKind, rateBp: number) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(agentContractSettings).where(eq(agentContractSettings.brandId, brandId)).for('update');
    const column = maxRateColumn[kind];
    await tx
      .insert(agentContractSettings)
      .values({ brandId, [column]: rateBp })
      .onConflictDoUpdate({ target: agentContractSettings.brandId, set: { [column]: rateBp, updatedAt: sql`now()` } });
    // a higher maximum is more the house may pay on the same bets: it must stay within the reward budget (a lower one
    // always may, even when the budget is already exceeded)
    if (rateBp > maxRatesOf(before)[kind]) await assertRewardBudget(tx, brandId);
    const capped = await tx
      .select({ id: agentContracts.id, downline: members.username, rateBp: agentContracts.rateBp })
      .from(agentContracts)
      .innerJoin(members, eq(members.id, agentContracts.downlineId))
      .where(and(eq(agentContracts.brandId, brandId), eq(agentContracts.kind, kind), eq(agentContracts.state, 'accepted'), gt(agentContracts.rateBp, rateBp)))
      .orderBy(agentContracts.id);
    await recordAudit(tx, operator, {
      brandId,
      action: 'contract_max_rate',
      target: `brand:${brandId}`,
      detail: { kind, fromRateBp: maxRatesOf(before)[kind], rateBp, cappedContracts: capped.map((c) => c.id) },
    });
    return { brandId, kind, maxRateBp: rateBp, capped };
  });
}
