import type { BrandConfig } from '@app/contract/brand';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandClocks } from '../../db/schema';
import { keyedDbCache } from '../../lib/db-cache';

/*
 * One clock per brand (issue 33). The brand's time zone is a brand setting (its file, with an operator's change over
 * it: brand-overrides.ts); the database keeps a copy in brand_clocks so that its triggers count figures in the same
 * days (brand_day), and so that jobs and other processes read it by brand id.
 */

/**
 * Writes the brands' time zones where the table differs, whenever the brands' settings are read again (every process
 * does it: the same values, no harm). `missingOnly`: provisioning, which has the files' zones only (no operator's
 * change over them yet), gives a clock to a brand without one and never undoes an operator's zone that other servers
 * on the database are counting in.
 */
export async function syncBrandClocks(db: Db, brands: readonly BrandConfig[], options: { missingOnly?: boolean } = {}) {
  for (const brand of brands) {
    const insert = db.insert(brandClocks).values({ brandId: brand.id, timeZone: brand.timeZone });
    await (options.missingOnly
      ? insert.onConflictDoNothing()
      : insert.onConflictDoUpdate({ target: brandClocks.brandId, set: { timeZone: brand.timeZone, updatedAt: new Date() }, setWhere: sql`${brandClocks.timeZone} <> excluded.time_zone` }));
    zones.forget(db, brand.id);
  }
}

const zones = keyedDbCache<string>(10_000);

/** The brand's IANA time zone ('UTC' for a brand the database does not know). */
export function brandTimeZone(db: Db, brandId: string): Promise<string> {
  return zones.get(db, brandId, async () => {
    const [row] = await db.select({ zone: brandClocks.timeZone }).from(brandClocks).where(eq(brandClocks.brandId, brandId));
    return row?.zone ?? 'UTC';
  });
}

/**
 * A time zone as an SQL literal, for statements that group by a zoned expression: a bound parameter would be a
 * different parameter in SELECT and GROUP BY, which PostgreSQL refuses to match. The zone is an IANA name the brand
 * schema checked; quotes are doubled anyway.
 */
export const zoneLiteral = (timeZone: string) => sql.raw(`'${timeZone.replaceAll("'", "''")}'`);
