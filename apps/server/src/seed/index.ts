import type { BrandConfig } from '@app/contract/brand';
import type { Db } from '../db/client';
import { seedAccounts } from './accounts';
import { seedAgents } from './agents';
import { seedAgentContracts } from './agent-contracts';
import { seedCatalogue } from './catalogue';
import { seedContent } from './content';
import { seedLottery } from './lottery';
import { seedLoyalty } from './loyalty';
import { seedLoyaltySettings } from './loyalty-settings';
import { seedPointMall } from './point-mall';
import { seedPromotions } from './promotions';
import { seedWallet } from './wallet';

/**
 * The demo data of every area, in dependency order; idempotent (the server runs it at every start). The test
 * template leaves the demo promotions out (a sign-up bonus in every new account would blur the other areas' tests);
 * the promotions tests seed them into their own database. It leaves the demo contracts out too (agent1 would have
 * contract flags and a settlement job to run in every test); the contract tests seed them where they need them.
 * The points mall's catalogue is always seeded; its demo activity (player1's starting points, invited friends, an
 * answered feedback) goes with the demo promotions unless told: it would blur the other areas' tests the same way.
 */
export async function seedAll(db: Db, brands: BrandConfig[], options: { promotions?: boolean; contracts?: boolean; loyaltyDemo?: boolean } = {}) {
  await seedContent(db, brands);
  await seedCatalogue(db);
  await seedAccounts(db, brands);
  await seedWallet(db, brands);
  await seedLottery(db, brands);
  await seedAgents(db, brands);
  await seedLoyaltySettings(db, brands);
  // missions, VIP tiers and player1's VIP history: always, the other areas' tests are not moved by them
  await seedLoyalty(db, brands);
  if (options.promotions !== false) await seedPromotions(db, brands);
  if (options.contracts !== false) await seedAgentContracts(db, brands);
  await seedPointMall(db, brands, { demoActivity: options.loyaltyDemo ?? options.promotions !== false });
}
