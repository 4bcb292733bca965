import type { TeamPeriodName } from '@app/contract/agents';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentSettings } from '../../db/schema';
import { brandTimeZone } from '../content/brand-clock';
import { resolvePeriod } from './team-periods';

export type AgentSettings = Omit<typeof agentSettings.$inferSelect, 'brandId'>;

/** What a brand without a row in agent_settings gets (the migration's column defaults). */
export const defaultAgentSettings: AgentSettings = {
  transferMinMinor: 1_00,
  transferMaxMinor: 50_000_00,
  transferDailyMaxMinor: 200_000_00,
  subAgentTypes: [1, 2, 41, 42],
};

/** The brand's agent centre rules: downline transfer limits, sub-agent types. */
export async function agentSettingsOf(db: Db, brandId: string): Promise<AgentSettings> {
  const [row] = await db.select().from(agentSettings).where(eq(agentSettings.brandId, brandId));
  if (!row) return defaultAgentSettings;
  const { brandId: _brand, ...settings } = row;
  return settings;
}

/** The days a period query stands for, in the brand's time zone. */
export async function teamPeriodOf(db: Db, brandId: string, query: { period: TeamPeriodName; startTime?: number; endTime?: number }) {
  return resolvePeriod(query, await brandTimeZone(db, brandId));
}
