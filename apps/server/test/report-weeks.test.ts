/** The full weeks inside a range of days (the games report by game reads them from its weekly rows). */
import { describe, expect, it } from 'vitest';
import { fullWeeksOf } from '../src/modules/reports/game-figures';

describe('fullWeeksOf', () => {
  it('finds the Monday-to-Sunday weeks wholly inside the range', () => {
    // 2026-11-02 is a Monday, 2026-11-29 a Sunday
    expect(fullWeeksOf('2026-11-02', '2026-11-29')).toEqual({ firstMonday: '2026-11-02', lastMonday: '2026-11-23' });
    expect(fullWeeksOf('2026-11-03', '2026-11-30')).toEqual({ firstMonday: '2026-11-09', lastMonday: '2026-11-23' });
    expect(fullWeeksOf('2026-11-02', '2026-11-08')).toEqual({ firstMonday: '2026-11-02', lastMonday: '2026-11-02' });
  });

  it('answers null when no whole week fits', () => {
    expect(fullWeeksOf('2026-11-03', '2026-11-09')).toBeNull();
    expect(fullWeeksOf('2026-11-02', '2026-11-07')).toBeNull();
    expect(fullWeeksOf('2026-12-05', '2026-12-05')).toBeNull();
  });
});
