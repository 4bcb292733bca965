import { describe, expect, it } from 'vitest';
import { countdownParts, drawPhase, formatCountdown, serverOffset } from './server-clock';

describe('server clock', () => {
  it('measures the offset against the midpoint of the round trip', () => {
    // the device is 5 s behind the server; the answer took 200 ms
    expect(serverOffset(1_000_005_100, 1_000_000_000, 1_000_000_200)).toBe(5_000);
    // the device is 3 s ahead
    expect(serverOffset(1_000_000_000, 1_000_003_000, 1_000_003_000)).toBe(-3_000);
  });

  it('keeps a countdown right whatever the device clock says', () => {
    const closeAt = 2_000_060_000;
    const answeredAt = 2_000_000_000; // server time of the answer
    const deviceAt = answeredAt - 90_000; // the device clock runs 90 s late
    const offset = serverOffset(answeredAt, deviceAt, deviceAt);
    // 10 s later on the device: 50 s left on the server's clock
    expect(formatCountdown(closeAt - (deviceAt + 10_000 + offset))).toBe('00:50');
  });

  it('tells open, closed (drawing), drawn and cancelled draws apart', () => {
    const draw = { status: 'open' as const, closeAt: 1000, result: null };
    expect(drawPhase(draw, 999)).toBe('open');
    expect(drawPhase(draw, 1000)).toBe('closed');
    expect(drawPhase({ ...draw, status: 'closed' }, 10)).toBe('closed');
    expect(drawPhase({ ...draw, status: 'drawn', result: { kind: 'digits', digits: [1, 2, 3, 4, 5] } }, 2000)).toBe('drawn');
    expect(drawPhase({ ...draw, status: 'cancelled' }, 10)).toBe('cancelled');
  });

  it('formats countdowns, never below zero', () => {
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(3_661_000)).toBe('1:01:01');
    expect(formatCountdown(-4_000)).toBe('00:00');
    // a part of a second left counts as a second
    expect(countdownParts(100).total).toBe(1);
  });
});
