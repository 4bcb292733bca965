import type { LotterySchedule } from '@app/contract/lottery';
import type { LotteryLayout, PlayType } from '@app/contract/lottery-rules';

/*
 * The lottery games (seeded into lottery_games by db/seed/lottery.ts). Codes VNMB, VNMT, VNMN, VNHCMVIP and SSC5D are
 * the ones the games catalogue launches (db/seed/catalogue.ts); the province games and the 3- and 5-minute 5D games
 * are reached from this area's own menu.
 *
 * Vietnamese draws at their real times (Asia/Ho_Chi_Minh): South 16:15, Central 17:15, North 18:15. The provinces
 * follow the real weekly rota (0 Sunday ... 6 Saturday); VNMN and VNMT are daily region draws beside them.
 */

export type Region = 'NORTH' | 'CENTRAL' | 'SOUTH';
export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';

export interface LotteryGameDef {
  code: string;
  name: string;
  vendor: 'TCG_LOTTO_VN' | 'TCG_SEA';
  prizeMode: PrizeMode;
  groupCode: string;
  region: Region | null;
  layout: LotteryLayout;
  schedule: LotterySchedule;
  cutoffSeconds: number;
  defaultPlayType: PlayType;
  sort: number;
}

export interface LotteryGroupDef {
  code: string;
  labelName: string;
  labelKey: string;
  prizeMode: PrizeMode;
  sort: number;
}

export const lotteryGroups: readonly LotteryGroupDef[] = [
  { code: 'MB', labelName: 'Miền Bắc', labelKey: 'lottery_group_mb', prizeMode: 'Lott', sort: 1 },
  { code: 'MT', labelName: 'Miền Trung', labelKey: 'lottery_group_mt', prizeMode: 'Lott', sort: 2 },
  { code: 'MN', labelName: 'Miền Nam', labelKey: 'lottery_group_mn', prizeMode: 'Lott', sort: 3 },
  { code: 'VIP', labelName: 'VIP', labelKey: 'lottery_group_vip', prizeMode: 'Lott', sort: 4 },
  { code: 'FAST5D', labelName: 'Fast 5D', labelKey: 'lottery_group_fast5d', prizeMode: 'Elott', sort: 5 },
];

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
/** Daily regional draws close 30 s before the draw time; fast draws 5, 10 and 15 s before. */
const VN_CUTOFF_SECONDS = 30;

const daily = (drawTime: string, weekdays: number[] = ALL_DAYS): LotterySchedule => ({ kind: 'daily', drawTime, weekdays });

function province(region: 'CENTRAL' | 'SOUTH', code: string, name: string, weekdays: number[], sort: number): LotteryGameDef {
  const south = region === 'SOUTH';
  return {
    code: `${south ? 'VNMN' : 'VNMT'}_${code}`,
    name,
    vendor: 'TCG_LOTTO_VN',
    prizeMode: 'Lott',
    groupCode: south ? 'MN' : 'MT',
    region,
    layout: 'VN_SOUTH',
    schedule: daily(south ? '16:15' : '17:15', weekdays),
    cutoffSeconds: VN_CUTOFF_SECONDS,
    defaultPlayType: 'LO2',
    sort,
  };
}

const fast5d = (code: string, name: string, minutes: number, cutoffSeconds: number, sort: number): LotteryGameDef => ({
  code,
  name,
  vendor: 'TCG_SEA',
  prizeMode: 'Elott',
  groupCode: 'FAST5D',
  region: null,
  layout: 'FAST_5D',
  schedule: { kind: 'interval', intervalSeconds: minutes * 60 },
  cutoffSeconds,
  defaultPlayType: 'SUM_BIG_SMALL',
  sort,
});

export const lotteryGameDefs: readonly LotteryGameDef[] = [
  {
    code: 'VNMB',
    name: 'Miền Bắc',
    vendor: 'TCG_LOTTO_VN',
    prizeMode: 'Lott',
    groupCode: 'MB',
    region: 'NORTH',
    layout: 'VN_NORTH',
    schedule: daily('18:15'),
    cutoffSeconds: VN_CUTOFF_SECONDS,
    defaultPlayType: 'LO2',
    sort: 1,
  },
  { ...province('CENTRAL', 'DAILY', 'Miền Trung', ALL_DAYS, 1), code: 'VNMT' },
  province('CENTRAL', 'TTH', 'Thừa Thiên Huế', [1, 0], 2),
  province('CENTRAL', 'PY', 'Phú Yên', [1], 3),
  province('CENTRAL', 'DLK', 'Đắk Lắk', [2], 4),
  province('CENTRAL', 'QNM', 'Quảng Nam', [2], 5),
  province('CENTRAL', 'DNG', 'Đà Nẵng', [3, 6], 6),
  province('CENTRAL', 'KH', 'Khánh Hòa', [3, 0], 7),
  province('CENTRAL', 'BDI', 'Bình Định', [4], 8),
  province('CENTRAL', 'QT', 'Quảng Trị', [4], 9),
  province('CENTRAL', 'QB', 'Quảng Bình', [4], 10),
  province('CENTRAL', 'GL', 'Gia Lai', [5], 11),
  province('CENTRAL', 'NT', 'Ninh Thuận', [5], 12),
  province('CENTRAL', 'QNG', 'Quảng Ngãi', [6], 13),
  province('CENTRAL', 'DNO', 'Đắk Nông', [6], 14),
  province('CENTRAL', 'KT', 'Kon Tum', [0], 15),
  { ...province('SOUTH', 'DAILY', 'Miền Nam', ALL_DAYS, 1), code: 'VNMN' },
  province('SOUTH', 'HCM', 'TP. Hồ Chí Minh', [1, 6], 2),
  province('SOUTH', 'DT', 'Đồng Tháp', [1], 3),
  province('SOUTH', 'CM', 'Cà Mau', [1], 4),
  province('SOUTH', 'BTR', 'Bến Tre', [2], 5),
  province('SOUTH', 'VT', 'Vũng Tàu', [2], 6),
  province('SOUTH', 'BL', 'Bạc Liêu', [2], 7),
  province('SOUTH', 'DN', 'Đồng Nai', [3], 8),
  province('SOUTH', 'CT', 'Cần Thơ', [3], 9),
  province('SOUTH', 'ST', 'Sóc Trăng', [3], 10),
  province('SOUTH', 'TN', 'Tây Ninh', [4], 11),
  province('SOUTH', 'AG', 'An Giang', [4], 12),
  province('SOUTH', 'BTH', 'Bình Thuận', [4], 13),
  province('SOUTH', 'VL', 'Vĩnh Long', [5], 14),
  province('SOUTH', 'BD', 'Bình Dương', [5], 15),
  province('SOUTH', 'TV', 'Trà Vinh', [5], 16),
  province('SOUTH', 'LA', 'Long An', [6], 17),
  province('SOUTH', 'BP', 'Bình Phước', [6], 18),
  province('SOUTH', 'HG', 'Hậu Giang', [6], 19),
  province('SOUTH', 'TG', 'Tiền Giang', [0], 20),
  province('SOUTH', 'KG', 'Kiên Giang', [0], 21),
  province('SOUTH', 'DL', 'Đà Lạt', [0], 22),
  {
    code: 'VNHCMVIP',
    name: 'Hồ Chí Minh VIP',
    vendor: 'TCG_LOTTO_VN',
    prizeMode: 'Lott',
    groupCode: 'VIP',
    region: null,
    layout: 'VN_SOUTH',
    schedule: { kind: 'interval', intervalSeconds: 300 },
    cutoffSeconds: 15,
    defaultPlayType: 'DE',
    sort: 1,
  },
  fast5d('SSC5D', 'Fast 5D 1 Min', 1, 5, 1),
  fast5d('SSC5D3', 'Fast 5D 3 Min', 3, 10, 2),
  fast5d('SSC5D5', 'Fast 5D 5 Min', 5, 15, 3),
];

/** The page that plays a game: Vietnamese games on /vnlottery, the others on /lottery. */
export const routeOfPrizeMode = (prizeMode: string) => (prizeMode === 'Lott' ? '/vnlottery' : '/lottery');
