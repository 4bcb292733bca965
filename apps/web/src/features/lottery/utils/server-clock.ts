import type { Draw } from '@app/contract/lottery';

/**
 * Server time offset: the answer's serverTime was taken about halfway through the round trip, so the offset is
 * serverTime minus the midpoint of sending and receiving. Countdowns show (Date.now() + offset) against the
 * server's close and draw times, so a wrong device clock, another tab or a device that slept keeps them right
 * (the page asks again on focus and on becoming visible).
 */
export function serverOffset(serverTime: number, sentAt: number, receivedAt: number): number {
  return Math.round(serverTime - (sentAt + receivedAt) / 2);
}

/** Where a draw stands at a server time. */
export type DrawPhase = 'open' | 'closed' | 'drawn' | 'cancelled';
export function drawPhase(draw: Pick<Draw, 'status' | 'closeAt' | 'result'>, serverNow: number): DrawPhase {
  if (draw.status === 'cancelled') return 'cancelled';
  if (draw.result) return 'drawn';
  return draw.status === 'open' && serverNow < draw.closeAt ? 'open' : 'closed';
}

/** A countdown's parts (never negative): hours, minutes, seconds. */
export function countdownParts(ms: number): { hours: number; minutes: number; seconds: number; total: number } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60, total };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 01:05 under an hour, 3:01:05 above. */
export function formatCountdown(ms: number): string {
  const { hours, minutes, seconds } = countdownParts(ms);
  return hours ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
