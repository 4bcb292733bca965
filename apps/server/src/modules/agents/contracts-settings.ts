/**
 * The per-brand contract rules (agent_contract_settings): who pays salaries and dividends. A brand without a row
 * pays from the house; an operator may switch it to the contract's upline (its main wallet pays; the settlement waits
 * as unpaid while the upline lacks the money). Every change is written to the operator audit trail.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentContractSettings } from '../../db/schema';
import { type Operator, recordAudit } from '../audit/operator-audit';

export type ContractPayer = 'house' | 'upline';

export async function contractSettings(db: Db, brandIds: string[]) {
  const rows = await db.select().from(agentContractSettings);
  return brandIds.map((brandId) => ({ brandId, payer: (rows.find((r) => r.brandId === brandId)?.payer ?? 'house') as ContractPayer }));
}

export async function setContractPayer(db: Db, operator: Operator, brandId: string, payer: ContractPayer) {
  return db.transaction(async (tx) => {
    await tx
      .insert(agentContractSettings)
      .values({ brandId, payer })
      .onConflictDoUpdate({ target: agentContractSettings.brandId, set: { payer, updatedAt: sql`now()` } });
    await recordAudit(tx, operator, { brandId, action: 'contract_payer', target: `brand:${brandId}`, detail: { payer } });
    return { brandId, payer };
  });
}
