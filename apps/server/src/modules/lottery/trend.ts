import {
  allNumbers,
  digitBigSmall,
  digitsSum,
  type DigitsResult,
  type DrawResult,
  FAST_5D_DIGITS,
  loNumbers,
  type LotteryLayout,
  oddEven,
  specialNumber,
  sumBigSmall,
  VN_PRIZE_TABLES,
} from '@app/contract/lottery-rules';

/** Sum, big/small and odd/even of a 5D result (the fast play types' readings). */
export function fastSummary(result: DigitsResult) {
  const sum = digitsSum(result);
  const last = result.digits[result.digits.length - 1] ?? 0;
  return { sum, sumBigSmall: sumBigSmall(sum), sumOddEven: oddEven(sum), lastBigSmall: digitBigSmall(last), lastOddEven: oddEven(last) };
}

/** The prize table filled with a result (empty numbers when there is none yet); null for 5D. */
export function prizeTable(layout: LotteryLayout, result: DrawResult | null) {
  if (layout === 'FAST_5D') return null;
  return VN_PRIZE_TABLES[layout].map((row) => ({
    ...row,
    numbers: result?.kind === 'vn' ? (result.prizes.find((p) => p.prize === row.prize)?.numbers ?? []) : [],
  }));
}

/**
 * Statistics of the latest draws (newest first): for VN games every lô ending 00-99 with its occurrences and how many
 * draws ago it last came ("gan"); for 5D how often each digit came in each position.
 */
export function computeTrend(layout: LotteryLayout, draws: ReadonlyArray<{ drawNo: string; drawAt: Date; result: DrawResult }>) {
  const rows = draws.map((d) => {
    const r = d.result;
    return {
      drawNo: d.drawNo,
      drawAt: d.drawAt.getTime(),
      headline: r.kind === 'vn' ? specialNumber(r) : r.digits.join(''),
      de: r.kind === 'vn' ? specialNumber(r).slice(-2) : null,
      summary: r.kind === 'digits' ? fastSummary(r) : null,
    };
  });
  if (layout === 'FAST_5D') {
    const positions = Array.from({ length: FAST_5D_DIGITS }, () => Array<number>(10).fill(0));
    for (const d of draws) if (d.result.kind === 'digits') d.result.digits.forEach((digit, i) => (positions[i]![digit]! += 1));
    return { layout, draws: rows, loFrequency: null, positionFrequency: positions };
  }
  const hits = new Map<string, number>();
  const since = new Map<string, number>();
  draws.forEach((d, index) => {
    if (d.result.kind !== 'vn') return;
    for (const n of loNumbers(d.result, 2)) {
      hits.set(n, (hits.get(n) ?? 0) + 1);
      if (!since.has(n)) since.set(n, index);
    }
  });
  const loFrequency = allNumbers(2).map((number) => ({ number, hits: hits.get(number) ?? 0, drawsSinceSeen: since.get(number) ?? null }));
  return { layout, draws: rows, loFrequency, positionFrequency: null };
}
