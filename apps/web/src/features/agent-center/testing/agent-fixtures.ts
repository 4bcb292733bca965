import type { TeamDay, TeamOverviewValue } from '@app/contract/agents';
import type { MemberInfo } from '@app/contract/session';

/** agent1 of the demo brand (type 1), as the member info call answers it. */
export const agentFixture = (overrides: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 10,
  account: 'agent1',
  nickname: 'Agent One',
  type: 1,
  isAgent: 1,
  isTrial: false,
  toUpline: false,
  uplineAccount: null,
  clubLabel: null,
  memberLabel: [],
  maskedEmail: null,
  maskedMobile: null,
  emailVerified: false,
  mobileVerified: false,
  countryDialingCode: null,
  language: null,
  registeredAt: Date.UTC(2026, 0, 5),
  lastLoginAt: Date.UTC(2026, 10, 20),
  passwordExpired: false,
  ...overrides,
});

const money = (minor: number) => ({ m: minor / 100, minor });
const fig = <K extends string>(name: K, minor: number) => ({ [name]: money(minor).m, [`${name}Minor`]: minor }) as Record<K | `${K}Minor`, number>;

const day = (date: string, i: number): TeamDay => ({
  date,
  newMembers: i % 3,
  activeMembers: 5 + (i % 4),
  betCount: 20 + i,
  ...fig('validBet', 100_000 + i * 1_000),
  ...fig('teamProfit', (i % 2 ? 1 : -1) * 5_000),
  ...fig('deposit', 50_000),
  ...fig('withdrawal', 20_000),
});

/** A week of figures for agent1's team (today), with 30 days for the chart. */
export const overviewFixture = (overrides: Partial<TeamOverviewValue> = {}): TeamOverviewValue => ({
  period: { name: 'today', startTime: Date.UTC(2026, 10, 26), endTime: Date.UTC(2026, 10, 27), startDate: '2026-11-26', endDate: '2026-11-26', timeZone: 'UTC', tzOffsetMinutes: 0 },
  teamSize: 33,
  directMembers: 12,
  newMembers: 4,
  activeMembers: 17,
  firstDepositCount: 2,
  ...fig('firstDeposit', 30_000),
  depositCount: 9,
  ...fig('deposit', 1_234_500),
  withdrawalCount: 3,
  ...fig('withdrawal', 456_700),
  betCount: 321,
  ...fig('stake', 2_000_000),
  ...fig('validBet', 1_987_600),
  ...fig('payout', 1_800_000),
  ...fig('teamProfit', -200_000),
  ...fig('houseProfit', 200_000),
  ...fig('income', 45_600),
  daily: Array.from({ length: 30 }, (_, i) => day(new Date(Date.UTC(2026, 9, 28) + i * 86_400_000).toISOString().slice(0, 10), i)),
  ...overrides,
});
