/** Date ranges of the record screens: local calendar days as yyyy-MM-dd, sent as ms timestamps (end exclusive). */
const pad = (n: number) => String(n).padStart(2, '0');
export const toDateInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** yyyy-MM-dd at local midnight; NaN when not a date. */
export function dayStart(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return Number.NaN;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime();
}

/** The day after, at local midnight (the exclusive end of a range that includes `value`). */
export function dayEnd(value: string): number {
  const start = dayStart(value);
  if (Number.isNaN(start)) return start;
  const d = new Date(start);
  d.setDate(d.getDate() + 1);
  return d.getTime();
}

export interface DayRange {
  from: string;
  to: string;
}

export type RangePreset = 'today' | '7d' | '30d' | '90d';
export const rangePresets: RangePreset[] = ['today', '7d', '30d', '90d'];

/** The last N days including today. */
export function presetRange(preset: RangePreset, now = new Date()): DayRange {
  const days = { today: 1, '7d': 7, '30d': 30, '90d': 90 }[preset];
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { from: toDateInput(from), to: toDateInput(now) };
}

/** The range as the records calls take it. */
export const rangeQuery = (range: DayRange) => ({ startTime: dayStart(range.from), endTime: dayEnd(range.to) });

/** The server allows at most 400 days. */
export const MAX_RANGE_DAYS = 400;
export function rangeProblem(range: DayRange): string | null {
  const start = dayStart(range.from);
  const end = dayEnd(range.to);
  if (Number.isNaN(start) || Number.isNaN(end)) return 'wl_pick_dates';
  if (start >= end) return 'err_invalid_range';
  if (end - start > MAX_RANGE_DAYS * 86_400_000 + 3_600_000) return 'err_range_too_long';
  return null;
}

