import type { LotteryGame } from '@app/contract/lottery';
import { describe, expect, it } from 'vitest';
import { orderMenuGroups, type MenuGroup } from './game-menu';

const game = (gameCode: string, schedule: LotteryGame['schedule'], drawsToday = true) => ({ gameCode, gameName: gameCode, schedule, drawsToday }) as LotteryGame;
const daily: LotteryGame['schedule'] = { kind: 'daily', drawTime: '16:15', weekdays: [1] };
const group = (gameGroupCode: string, gameMenus: LotteryGame[]): MenuGroup => ({ gameGroupCode, labelKey: gameGroupCode, gameMenus });

describe('the lottery menu', () => {
  it('puts the fast games first and folds away the games that do not draw today', () => {
    const ordered = orderMenuGroups([
      group('south', [game('HCM', daily), game('DONGTHAP', daily, false), game('CAMAU', daily, false)]),
      group('north', [game('VNMB', daily)]),
      group('vip', [game('VIP5', { kind: 'interval', intervalSeconds: 300 })]),
    ]);
    expect(ordered.map((g) => g.gameGroupCode)).toEqual(['vip', 'south', 'north']);
    expect(ordered[1]!.today.map((g) => g.gameCode)).toEqual(['HCM']);
    expect(ordered[1]!.notToday.map((g) => g.gameCode)).toEqual(['DONGTHAP', 'CAMAU']);
  });
});
