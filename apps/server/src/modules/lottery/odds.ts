import type { BrandConfig } from '@app/contract/brand';
import type { LotteryLayout, PlayType, StakeLimits } from '@app/contract/lottery-rules';
import { scaledAmountMinor } from '../../lib/currency-scale';

/*
 * Odds and stake limits per brand, layout and play type: the default table plus per-brand overrides, seeded into
 * lottery_odds (db/seed/lottery.ts), where an operator may change them. Tickets keep the odds they were placed at.
 *
 * Odds are thousandths of the stake a winning bet returns. The defaults pay back about 94-95 % on the single-number
 * play types (lô 2 North: 27 chances of 1/100 x 3.5 = 94.5 %; đề: 1/100 x 95 = 95 %), a little less on the long
 * shots (xiên, ba càng), and 97.5 % on the even-money fast bets (x1.95). Stake limits are written in hundredths of a
 * peso or dollar and provisioned at the size of each brand's currency (lib/currency-scale.ts: ₱1.00 is 1.000 ₫).
 */

export interface OddsEntry extends StakeLimits {
  oddsThousandths: number;
}

type OddsTable = Record<LotteryLayout, Partial<Record<PlayType, OddsEntry>>>;

const vnLimits = { minStakeMinor: 100, maxStakeMinor: 1_000_000 };
const longShotLimits = { minStakeMinor: 100, maxStakeMinor: 200_000 };
const fastLimits = { minStakeMinor: 100, maxStakeMinor: 5_000_000 };

export const defaultOdds: OddsTable = {
  VN_NORTH: {
    LO2: { oddsThousandths: 3_500, ...vnLimits },
    LO3: { oddsThousandths: 41_000, ...vnLimits },
    DE: { oddsThousandths: 95_000, ...vnLimits },
    DE_FIRST: { oddsThousandths: 95_000, ...vnLimits },
    BA_CANG: { oddsThousandths: 900_000, ...longShotLimits },
    XIEN2: { oddsThousandths: 16_500, ...vnLimits },
    XIEN3: { oddsThousandths: 65_000, ...vnLimits },
    XIEN4: { oddsThousandths: 250_000, ...longShotLimits },
  },
  VN_SOUTH: {
    LO2: { oddsThousandths: 5_250, ...vnLimits },
    LO3: { oddsThousandths: 56_000, ...vnLimits },
    DE: { oddsThousandths: 95_000, ...vnLimits },
    DE_FIRST: { oddsThousandths: 95_000, ...vnLimits },
    BA_CANG: { oddsThousandths: 900_000, ...longShotLimits },
    XIEN2: { oddsThousandths: 34_000, ...vnLimits },
    XIEN3: { oddsThousandths: 200_000, ...longShotLimits },
    XIEN4: { oddsThousandths: 1_150_000, ...longShotLimits },
  },
  FAST_5D: {
    SUM_BIG_SMALL: { oddsThousandths: 1_950, ...fastLimits },
    SUM_ODD_EVEN: { oddsThousandths: 1_950, ...fastLimits },
    LAST_BIG_SMALL: { oddsThousandths: 1_950, ...fastLimits },
    LAST_ODD_EVEN: { oddsThousandths: 1_950, ...fastLimits },
  },
};

/** Per-brand differences from the defaults (brand id -> layout -> play type -> fields). */
export const brandOddsOverrides: Record<string, Partial<Record<LotteryLayout, Partial<Record<PlayType, Partial<OddsEntry>>>>>> = {
  tiger: {
    VN_NORTH: { LO2: { oddsThousandths: 3_600 }, DE: { oddsThousandths: 97_000 } },
    VN_SOUTH: { DE: { oddsThousandths: 97_000 } },
    FAST_5D: {
      SUM_BIG_SMALL: { oddsThousandths: 1_960, minStakeMinor: 200 },
      SUM_ODD_EVEN: { oddsThousandths: 1_960, minStakeMinor: 200 },
    },
  },
};

/** Every odds row of a brand: the defaults with its overrides applied, its stake limits in its currency. */
export function oddsRowsForBrand(brand: Pick<BrandConfig, 'id' | 'currency'>): Array<{ layout: LotteryLayout; playType: PlayType } & OddsEntry> {
  const overrides = brandOddsOverrides[brand.id] ?? {};
  const rows: Array<{ layout: LotteryLayout; playType: PlayType } & OddsEntry> = [];
  for (const [layout, entries] of Object.entries(defaultOdds) as Array<[LotteryLayout, OddsTable[LotteryLayout]]>) {
    for (const [playType, entry] of Object.entries(entries) as Array<[PlayType, OddsEntry]>) {
      const row = { ...entry, ...overrides[layout]?.[playType] };
      rows.push({ layout, playType, ...row, minStakeMinor: scaledAmountMinor(row.minStakeMinor, brand), maxStakeMinor: scaledAmountMinor(row.maxStakeMinor, brand) });
    }
  }
  return rows;
}
