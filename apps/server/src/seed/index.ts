import { seedOperators } from './operators';
import { seedKycSettings } from './kyc';
import { subscribeModules } from '../modules/subscriptions';
import { provisionWagerRules } from './wager-rules';
import type { BrandConfig } from '@app/contract/brand';
import type { Db } from '../db/client';
import { seedAccounts } from './accounts';
import { provisionAgentSettings, seedAgents } from './agents';
import { seedAgentContracts } from './agent-contracts';
import { seedCatalogue } from './catalogue';
import { seedContent, seedHelpArticles } from './content';
import { seedLottery } from './lottery';
import { seedLoyalty } from './loyalty';
import { seedLoyaltySettings } from './loyalty-settings';
import { seedPointMall } from './point-mall';
import { seedPromotions } from './promotions';
import { provisionWalletSettings, seedWallet } from './wallet';
import { syncBrandClocks } from '../modules/content/brand-clock';

/**
 * What every brand file needs in any deployment, real or demo (idempotent, at every start): the help articles, the
 * games of the configured providers (the lottery engine's games and odds and the in-house Originals always; the
 * sandbox vendor's catalogue when demo mode configures it), wallet rules, agent and loyalty settings. An operator's
 * later change to any of them is kept. Nothing here is a member, money, a reward or an invented figure, except the
 * sandbox vendor's room counts and winners, which exist only with it.
 */
export async function provisionBrands(db: Db, brands: BrandConfig[], providers: { sandboxVendor: boolean }) {
  // the brands' clocks first: every figure the database counts is in the brand's days
  await syncBrandClocks(db, brands, { missingOnly: true });
  await seedHelpArticles(db, brands);
  await seedCatalogue(db, { sandbox: providers.sandboxVendor });
  await seedLottery(db, brands, { demoHistory: false });
  await provisionWalletSettings(db, brands);
  await provisionWagerRules(db, brands);
  await provisionAgentSettings(db, brands);
  await seedLoyaltySettings(db, brands);
}

/**
 * Demo mode's data, after provisionBrands (idempotent): announcements, the demo
 * accounts with their opening money, the sandbox deposit channels, invented lottery, agent and VIP history, missions,
 * VIP tiers, the points mall, and (unless told) the demo promotions and contracts. Never run on a database a
 * production start has used (bootstrap refuses: see deployment.ts).
 *
 * The test template leaves the demo promotions out (a sign-up bonus in every new account would blur the other areas'
 * tests); the promotions tests seed them into their own database. It leaves the demo contracts out too (agent1 would
 * have contract flags and a settlement job to run in every test); the contract tests seed them where they need them.
 * The points mall's catalogue is always seeded; its demo activity (player1's starting points, invited friends, an
 * answered feedback) goes with the demo promotions unless told: it would blur the other areas' tests the same way.
 */
export async function seedDemo(db: Db, brands: BrandConfig[], options: { promotions?: boolean; contracts?: boolean; loyaltyDemo?: boolean } = {}) {
  // the demo's paid deposits reach the promotions and loyalty through the wallet's events, as a real payment would
  subscribeModules();
  await seedContent(db, brands);
  await seedAccounts(db, brands);
  await seedWallet(db, brands);
  await seedLottery(db, brands, { demoHistory: true });
  await seedAgents(db, brands);
  // missions, VIP tiers and player1's VIP history: the other areas' tests are not moved by them
  await seedLoyalty(db, brands);
  if (options.promotions !== false) await seedPromotions(db, brands);
  if (options.contracts !== false) await seedAgentContracts(db, brands);
  await seedPointMall(db, brands, { demoActivity: options.loyaltyDemo ?? options.promotions !== false });
  await seedOperators(db, brands);
  await seedKycSettings(db, brands);
}

/** Provisioning and the demo data together: the test template and tests that need a demo database of their own. */
export async function seedAll(db: Db, brands: BrandConfig[], options: Parameters<typeof seedDemo>[2] = {}) {
  await provisionBrands(db, brands, { sandboxVendor: true });
  await seedDemo(db, brands, options);
}
