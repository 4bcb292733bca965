import type { TeamPeriodName } from '@app/contract/agents';

/** The period filter of the team pages: a named period or whole custom days (yyyy-MM-dd, inclusive). */
export interface PeriodState {
  name: TeamPeriodName;
  from: string;
  to: string;
}

export const PERIOD_NAMES: readonly TeamPeriodName[] = ['today', 'yesterday', 'week', 'month', 'custom'];
/** The server's longest custom period. */
export const MAX_PERIOD_DAYS = 400;
const DAY_MS = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Noon UTC of a day: a moment inside that business day for any report offset within ±12 hours. */
const noonOf = (day: string) => Date.parse(`${day}T12:00:00Z`);

export const initialPeriod = (name: TeamPeriodName = 'today', now = Date.now()): PeriodState => ({ name, from: isoDay(now - 6 * DAY_MS), to: isoDay(now) });

/** Why a custom range cannot be asked for (a text key), or null. */
export function periodProblem(p: PeriodState): string | null {
  if (p.name !== 'custom') return null;
  const from = noonOf(p.from);
  const to = noonOf(p.to);
  if (Number.isNaN(from) || Number.isNaN(to)) return 'ag_pick_dates';
  if (to < from) return 'ag_range_backwards';
  if ((to - from) / DAY_MS + 1 > MAX_PERIOD_DAYS) return 'ag_range_too_long';
  return null;
}

/** The period as the calls take it: a name, and for custom a moment of the first day and the end (exclusive). */
export function periodQuery(p: PeriodState): { period: TeamPeriodName; startTime?: number; endTime?: number } {
  if (p.name !== 'custom' || periodProblem(p)) return { period: p.name === 'custom' ? 'today' : p.name };
  return { period: 'custom', startTime: noonOf(p.from), endTime: noonOf(p.to) + 1 };
}
