import type { Page } from '@playwright/test';
import { formatMoney } from '../../packages/contract/src/money';
import { registerFundedMember } from '../support';
import { expect, memberCall, openAsMember, test, ty } from './wallet-support';

/** Lucky Nine's amounts: pesos with two decimals. */
const peso = { symbol: '₱', digits: 2 };

const BALANCE_PATH = '/wps/v2/wallets/balance';

/*
 * The push channel in the browser: once the tab's WebSocket is up, the header balance follows a ledger movement made
 * elsewhere (a deposit paid on the sandbox provider's page, a win in an in-house game played in another window)
 * without a reload and without any balance call.
 */

/** Records the push channel's frames and counts the page's balance calls once `counting` is set. */
function watchPush(page: Page) {
  const watch = { received: [] as string[], socketUrls: [] as string[], balanceCalls: 0, counting: false };
  page.on('websocket', (socket) => {
    watch.socketUrls.push(socket.url());
    if (socket.url().endsWith('/ws/live')) socket.on('framereceived', (frame) => watch.received.push(String(frame.payload)));
  });
  page.on('request', (req) => {
    if (watch.counting && new URL(req.url()).pathname === BALANCE_PATH) watch.balanceCalls += 1;
  });
  return watch;
}

test('after a win in an in-house game played elsewhere, the header balance updates by itself, with no balance call', async ({ page, request }) => {
  const port = process.env.E2E_PORT ?? 4180;
  const session = await registerFundedMember(request, { host: `localhost:${port}`, brandId: 'demo', amount: '100' });
  const watch = watchPush(page);
  await openAsMember(page, session);
  const header = page.getByTestId('balance');
  const opening = await memberCall<{ sumBalanceMinor: number }>(request, session, 'GET', BALANCE_PATH);
  await expect(header).toContainText(formatMoney(opening.sumBalanceMinor, peso));
  await expect.poll(() => watch.received.some((f) => f.includes('"ready"'))).toBe(true);
  watch.counting = true;

  // the dice game's page in another window plays through its launch session: a roll under 98.00 wins (98%)
  const nodes = await memberCall<{ list: Array<{ nodeId: number; gameName: string }> }>(request, session, 'GET', '/wps/relay/GCSGAME_gameList?gameType=INHOUSE&pageNo=1&pageSize=10');
  const dice = nodes.list.find((g) => g.gameName === 'Dice Duel')!;
  const launch = await memberCall<{ game_url: string }>(request, session, 'POST', '/wps/game/launchGame', {
    nodeId: dice.nodeId,
    accountType: 1,
    confirmTrans: 0,
    clientType: 3,
    platform: 'html5-desktop',
    launchMode: 'GLS',
  });
  const gameSession = new URL(launch.game_url, 'http://x').searchParams.get('session')!;
  let won = false;
  for (let round = 0; round < 10 && !won; round += 1) {
    const played = await memberCall<{ round: { outcome: { win: boolean } }; balanceMinor: number }>(request, session, 'POST', '/wps/inhouse/play', {
      session: gameSession,
      roundId: crypto.randomUUID(),
      stake: '10',
      params: { game: 'dice', target: 9800, direction: 'under' },
    });
    won = played.round.outcome.win;
  }
  expect(won).toBe(true);

  const balance = await memberCall<{ sumBalanceMinor: number }>(request, session, 'GET', BALANCE_PATH);
  expect(balance.sumBalanceMinor).not.toBe(opening.sumBalanceMinor);
  await expect(header).toContainText(formatMoney(balance.sumBalanceMinor, peso));
  expect(watch.received.some((f) => f.includes('"type":"balance"'))).toBe(true);
  expect(watch.balanceCalls).toBe(0);
});
test('after a deposit arrives the header balance updates by itself, through the push channel, with no balance call', async ({ page, request }) => {
  const port = process.env.E2E_PORT ?? 4180;
  const session = await registerFundedMember(request, { host: `localhost:${port}`, brandId: 'demo', amount: '100' });

  // the channel's frames: ready when the server accepted the session, then the pushed events
  const received: string[] = [];
  const socketUrls: string[] = [];
  page.on('websocket', (socket) => {
    socketUrls.push(socket.url());
    if (socket.url().endsWith('/ws/live')) socket.on('framereceived', (frame) => received.push(String(frame.payload)));
  });
  let balanceCalls = 0;
  let counting = false;
  page.on('request', (req) => {
    if (counting && new URL(req.url()).pathname === BALANCE_PATH) balanceCalls += 1;
  });

  await openAsMember(page, session);
  const header = page.getByTestId('balance');
  // the credit, with whatever a new member's promotions add
  const opening = await memberCall<{ sumBalanceMinor: number }>(request, session, 'GET', BALANCE_PATH);
  await expect(header).toContainText(formatMoney(opening.sumBalanceMinor, peso));
  await expect.poll(() => received.some((f) => f.includes('"ready"'))).toBe(true);
  // the session token travels in the first message, never in the socket's URL
  expect(socketUrls.filter((url) => url.includes(session.token))).toEqual([]);
  counting = true;

  // a deposit, paid on the provider's page in another tab (the callback credits the wallet)
  const channels = await memberCall<{ list: Array<{ id: number; type: string }> }>(request, session, 'GET', '/wps/deposit/channels');
  const ewallet = channels.list.find((c) => c.type === 'EWALLET')!;
  const order = await memberCall<{ orderNo: string; payUrl: string }>(request, session, 'POST', '/wps/deposit/order', {
    channelId: ewallet.id,
    amount: '500',
    requestId: `live-${Date.now().toString(36)}`,
  });
  const pay = await page.context().newPage();
  await pay.goto(order.payUrl);
  await pay.getByRole('button', { name: /^Pay / }).click();
  await expect(pay.getByText('Callback sent: paid')).toBeVisible();
  await pay.close();

  const balance = await memberCall<{ sumBalanceMinor: number }>(request, session, 'GET', BALANCE_PATH);
  expect(balance.sumBalanceMinor).toBeGreaterThanOrEqual(opening.sumBalanceMinor + 500_00);
  await expect(header).toContainText(formatMoney(balance.sumBalanceMinor, peso));
  await expect(page.getByText(ty('live_deposit_arrived', { amount: formatMoney(500_00, peso) }))).toBeVisible();
  expect(received.some((f) => f.includes('"type":"balance"'))).toBe(true);
  // the page made no balance call since the channel came up: the figure came pushed
  expect(balanceCalls).toBe(0);
});
