import type { Mission, MissionKind, MissionPeriod } from '@app/contract/loyalty';
import type { TFunction } from 'i18next';
import { wholeNumber } from '@/lib/format';
import type { MoneyText } from './reward';

export const MISSION_PERIODS: readonly MissionPeriod[] = ['daily', 'weekly', 'once'];

/** Goals counted in money (minor units) rather than in times. */
const moneyKinds: ReadonlySet<MissionKind> = new Set(['turnover', 'deposit_amount']);

/** A mission's progress in its unit: "3 / 5" or "₱120.00 / ₱500.00" (never past the goal: a goal met reads full). */
export function progressText(mission: Pick<Mission, 'kind' | 'progress' | 'target'>, money: MoneyText): string {
  const shown = Math.min(mission.progress, mission.target);
  if (moneyKinds.has(mission.kind)) return `${money(shown)} / ${money(mission.target)}`;
  return `${wholeNumber(shown)} / ${wholeNumber(mission.target)}`;
}

/** The period to open first: the first with a mission to claim, else the first with any mission, else daily. */
export function firstPeriod(missions: readonly Pick<Mission, 'period' | 'status'>[]): MissionPeriod {
  return (
    MISSION_PERIODS.find((p) => missions.some((m) => m.period === p && m.status === 'ready')) ??
    MISSION_PERIODS.find((p) => missions.some((m) => m.period === p)) ??
    'daily'
  );
}

/** Ready missions first, then those in progress (furthest along first), then the claimed ones. */
export function orderMissions<M extends Pick<Mission, 'status' | 'progress' | 'target' | 'id'>>(missions: readonly M[]): M[] {
  const rank = { ready: 0, in_progress: 1, claimed: 2 } as const;
  const share = (m: M) => Math.min(1, m.progress / m.target);
  return [...missions].sort((a, b) => rank[a.status] - rank[b.status] || share(b) - share(a) || a.id - b.id);
}

/** Time left as its two largest units: "2d 4h", "5h 12m", "12m"; under a minute "<1m". */
export function durationText(t: TFunction, ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return t('lo_duration_under_minute');
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return t('lo_duration_dh', { d: days, h: hours });
  if (hours > 0) return t('lo_duration_hm', { h: hours, m: rest });
  return t('lo_duration_m', { m: rest });
}
