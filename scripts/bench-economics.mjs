// House economics section of `npm run bench` (issue 27): the house's expected result against an abuser's best strategy,
// per reward path, under both demo brands' seeded terms (apps/server/src/modules/promotions/house-simulation.ts). It
// provisions a fresh embedded database with the demo data and promotions, reads each brand's terms, plays every path
// and prints the edge the house keeps (bp of the abuser's stakes) and, for the bonuses, its result per abuser. Target:
// every path in the house's favour (a no-deposit bonus the abuser walks away from counts as 0). The quick run plays
// 500 Monte Carlo trials per bonus strategy instead of 4,000. Run alone: node scripts/bench-economics.mjs
import { join } from 'node:path';
import { buildServerHarness, quick, runAlone } from './bench-support.mjs';

const TRIALS = quick ? 500 : 4_000;

const harnessExports = `
        export { openDatabase } from './apps/server/src/db/client';
        export { seedAll } from './apps/server/src/seed/index';
        export { seedPromotions } from './apps/server/src/seed/promotions';
        export { loadBrands } from './apps/server/src/lib/brands';
        export { houseTermsOf, simulateHouse } from './apps/server/src/modules/promotions/house-simulation';
`;

export async function benchEconomics({ report }) {
  const h = await buildServerHarness('bench-economics', harnessExports);
  const database = await h.module.openDatabase({});
  try {
    await database.migrate();
    const brands = h.module.loadBrands(join(process.cwd(), 'brands')).all;
    await h.module.seedAll(database.db, brands, { promotions: false, contracts: false });
    await h.module.seedPromotions(database.db, brands);
    for (const brand of brands) {
      const terms = await h.module.houseTermsOf(database.db, brand.id);
      const started = performance.now();
      const results = h.module.simulateHouse(terms, { trials: TRIALS });
      console.log(`bench: ${brand.id}: ${results.length} reward paths, ${TRIALS} trials per bonus strategy (${Math.round(performance.now() - started)} ms)`);
      for (const r of results) {
        const perAbuser = r.houseResultMinor === null ? '' : `, ${(r.houseResultMinor / 100).toFixed(2)} per abuser`;
        report(`house keeps on ${brand.id} ${r.path} (${r.strategy}${perAbuser})`, r.keptBp ?? 0, 'bp', '>= 0', r.holds);
      }
    }
  } finally {
    await database.close();
    h.cleanup();
  }
}

await runAlone(import.meta.url, benchEconomics);
