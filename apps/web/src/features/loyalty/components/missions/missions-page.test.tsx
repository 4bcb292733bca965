import type { LoyaltyReward, Mission } from '@app/contract/loyalty';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast/toaster';
import { renderWithApp } from '@/testing/render';
import { Refusal, stubServer, type StubRequest } from '@/testing/server-stub';
import { missionFixture, paths } from '../../testing/loyalty-fixtures';
import { MissionsPage } from './missions-page';
import '../../locales/texts';

const t = i18next.t.bind(i18next);

const weights = { ELOTT: 10_000, LIVE: 10_000, SPORTS: 10_000, FISH: 10_000, RNG: 10_000, PVP: 10_000, ESPORTS: 10_000, INHOUSE: 10_000 };
const bonus: LoyaltyReward = { kind: 'bonus', amountMinor: 10_000, terms: { wageringMultiple: 10, wageringBase: 'bonus', weights, expiryDays: 7, maxBetMinor: 5_000 } };

function setup(claim: (request: StubRequest) => unknown = () => ({})) {
  let missions: Mission[] = [
    missionFixture(),
    missionFixture({ id: 2, code: 'weekly_turnover', title: 'Bet ₱500 this week', kind: 'turnover', period: 'weekly', target: 50_000, progress: 50_000, status: 'ready', reward: bonus }),
    missionFixture({ id: 3, code: 'first_deposit', title: 'First deposit', kind: 'deposit_count', period: 'once', target: 1, progress: 0, resetsAt: null }),
  ];
  const requests = stubServer({
    [paths.missions]: () => ({ list: missions, readyCount: missions.filter((m) => m.status === 'ready').length, timeZone: 'Asia/Manila' }),
    [paths.leaderboard]: ({ url }: StubRequest) => ({
      period: url.searchParams.get('period'),
      periodKey: '2026-W48',
      endsAt: Date.now() + 26 * 3_600_000,
      list: [
        { rank: 1, player: 'ab***9', completed: 9, points: 1_800, me: false },
        { rank: 2, player: 'cd***1', completed: 7, points: 1_400, me: false },
      ],
      mine: { rank: 14, player: 'pl***1', completed: 1, points: 200, me: true },
    }),
    [paths.claim]: (request: StubRequest) => {
      const answer = claim(request);
      if (answer instanceof Refusal) return answer;
      missions = missions.map((m) => (m.id === 2 ? { ...m, status: 'claimed', claimedAt: Date.now() } : m));
      return { mission: missions[1], reward: bonus, bonusId: 9, pointsBalance: null };
    },
  });
  renderWithApp(
    <>
      <MissionsPage token="tok" />
      <Toaster />
    </>,
  );
  return { requests };
}

describe('the missions page', () => {
  beforeEach(() => sessionStorage.setItem('token', 'tok'));

  it('opens on the period with a mission to claim, with its progress in money, its bonus with the wagering, and a claim button', async () => {
    setup();
    const tabs = screen.getByRole('tablist', { name: t('lo_mission_periods') });
    expect((await within(tabs).findByRole('tab', { name: `${t('lo_period_weekly')} (1)` })).getAttribute('aria-selected')).toBe('true');
    const card = await screen.findByTestId('mission');
    expect(within(card).getByText('Bet ₱500 this week')).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: t('lo_progress_of', { title: 'Bet ₱500 this week' }) }).getAttribute('aria-valuetext')).toBe('₱500.00 / ₱500.00');
    expect(within(card).getByTestId('mission-reward').textContent).toBe(t('lo_reward_bonus', { amount: '₱100.00' }));
    expect(within(card).getByText(`${t('lo_wagering_bonus', { multiple: 10, days: 7 })} · ${t('lo_max_bet', { amount: '₱50.00' })}`)).toBeTruthy();
    expect(within(card).getByTestId('mission-status').textContent).toBe(t('lo_mission_ready'));
  });

  it('shows a daily mission in counts with the time to its reset', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('tab', { name: t('lo_period_daily') }));
    const card = await screen.findByTestId('mission');
    expect(within(card).getByTestId('mission-progress').textContent).toBe('1 / 3');
    expect(within(card).getByText(new RegExp(t('lo_resets_in', { time: '5h 1[12]m' })))).toBeTruthy();
    expect(within(card).getByTestId('mission-reward').textContent).toBe(t('lo_reward_points', { count: 200, points: '200' }));
    expect(within(card).queryByRole('button', { name: t('lo_claim') })).toBeNull();
  });

  it('claims a ready mission once with a request id, says so in a toast, and shows it claimed', async () => {
    const user = userEvent.setup();
    const { requests } = setup();
    const card = await screen.findByTestId('mission');
    await user.click(within(card).getByRole('button', { name: t('lo_claim') }));
    expect(await screen.findByText(t('lo_claimed', { title: 'Bet ₱500 this week', reward: t('lo_reward_bonus', { amount: '₱100.00' }) }))).toBeTruthy();
    const claims = requests.filter((r) => r.url.pathname === paths.claim);
    expect(claims.map((r) => r.body)).toEqual([{ missionId: 2, requestId: expect.stringMatching(/^mission-[0-9a-f]{24}$/) }]);
    await waitFor(() => expect(within(screen.getByTestId('mission')).getByTestId('mission-status').textContent).toBe(t('lo_mission_claimed')));
    expect(within(screen.getByTestId('mission')).queryByRole('button', { name: t('lo_claim') })).toBeNull();
  });

  it('says why a claim was refused, in the player’s words', async () => {
    const user = userEvent.setup();
    setup(() => new Refusal('MISSION_NOT_READY', { progress: 2, target: 3 }));
    await user.click(within(await screen.findByTestId('mission')).getByRole('button', { name: t('lo_claim') }));
    expect((await screen.findByRole('alert')).textContent).toContain(t('err_mission_not_ready'));
  });

  it('ranks the leaderboard with masked players and shows the member’s own place below it, highlighted', async () => {
    setup();
    const board = await screen.findByTestId('leaderboard');
    const entries = await within(board).findAllByTestId('leaderboard-entry');
    expect(entries.map((e) => e.textContent)).toEqual([
      `${t('lo_rank')} 1ab***9${t('lo_missions_done', { count: 9, n: '9' })}${t('lo_points_n', { count: 1800, points: '1,800' })}`,
      `${t('lo_rank')} 2cd***1${t('lo_missions_done', { count: 7, n: '7' })}${t('lo_points_n', { count: 1400, points: '1,400' })}`,
      `${t('lo_rank')} 14pl***1${t('lo_you')}${t('lo_missions_done', { count: 1, n: '1' })}${t('lo_points_n', { count: 200, points: '200' })}`,
    ]);
    expect(entries[2]!.getAttribute('aria-current')).toBe('true');
    expect(within(board).getByRole('list', { name: t('lo_your_place') })).toBeTruthy();
    expect(within(board).getByRole('radio', { name: t('lo_board_weekly') }).getAttribute('aria-checked')).toBe('true');
  });
});
