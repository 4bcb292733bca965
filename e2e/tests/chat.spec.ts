import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { e2eOperatorKey, opsURL } from '../support';
import { translator } from './texts';
import { apiLogin, expect, memberCall, openAsMember, test } from './wallet-support';

/** The chat room and customer service: the shell's texts, the chat's and the support desk's (Lucky Nine speaks TY). */
const ty = translator('ty', ['auth', 'chat', 'support']);

// two browsers and a live room: on a loaded 2-core CI runner a flow takes 2–3 times as long as alone
test.describe.configure({ timeout: 180_000 });

const shots = new URL('../../test-results/chat-screens/', import.meta.url).pathname;
mkdirSync(shots, { recursive: true });

const chatFrame = (page: Page) => page.frameLocator(`iframe[title="${ty('in_chat_room')}"]`);
const chatWindow = (page: Page) => page.getByTestId('chat-window');

async function openChat(page: Page) {
  await page.getByRole('banner').getByTestId('chat-launcher').click();
  await expect(chatWindow(page)).toBeVisible();
  // the room is a document of its own in the frame: on a loaded CI runner its first load took over 10 s
  await expect(chatFrame(page).getByRole('list', { name: ty('ch_messages') })).toBeVisible({ timeout: 30_000 });
}

async function say(page: Page, text: string) {
  const frame = chatFrame(page);
  await frame.getByRole('textbox', { name: ty('ch_message_label') }).fill(text);
  await frame.getByRole('button', { name: ty('ch_send') }).click();
  await expect(frame.getByRole('textbox', { name: ty('ch_message_label') })).toHaveValue('');
}

test('two members chat in the lobby room, live: markup shown as typed, the brand\'s links; the window enlarges, shrinks, hides', async ({ browser, request, baseURL }) => {
  const [first, second] = [await apiLogin(request, 'team21', 'Player123!'), await apiLogin(request, 'team22', 'Player123!')];
  const contextA = await browser.newContext({ baseURL });
  const contextB = await browser.newContext({ baseURL });
  const a = await contextA.newPage();
  const b = await contextB.newPage();
  await openAsMember(a, first);
  await openAsMember(b, second);
  await openChat(a);
  await openChat(b);

  // every message names this run: a retry's room still holds the first attempt's messages
  const run = Date.now().toString(36);
  const hello = `Hello from A ${run} 🎉 <b>not bold</b>`;
  await say(a, hello);
  const onB = chatFrame(b).getByTestId('chat-message').filter({ hasText: hello });
  await expect(onB).toBeVisible();
  await expect(onB).toContainText('Team 21');
  // markup is shown as typed, never run
  await expect(onB.locator('b')).toHaveCount(0);
  const reply = `Reply from B ${run} https://lucky9.localhost/promotions https://evil.example/x`;
  await say(b, reply);
  const onA = chatFrame(a).getByTestId('chat-message').filter({ hasText: `Reply from B ${run}` });
  await expect(onA).toBeVisible();
  // the brand's own address is a link, the other stays text
  await expect(onA.getByRole('link')).toHaveCount(1);
  await expect(onA.getByRole('link')).toHaveAttribute('href', 'https://lucky9.localhost/promotions');
  await a.screenshot({ path: `${shots}chat-window.png` });

  // enlarge, shrink, hide and show again (spec section 4)
  const window = chatWindow(a);
  await window.getByRole('button', { name: ty('ch_enlarge') }).click();
  await expect(window).toHaveAttribute('data-size', 'large');
  await window.getByRole('button', { name: ty('ch_shrink') }).click();
  await expect(window).toHaveAttribute('data-size', 'normal');
  await window.getByRole('button', { name: ty('ch_hide') }).click();
  await expect(window).toBeHidden();
  await a.getByRole('button', { name: ty('ch_show') }).click();
  await expect(window).toBeVisible();
  await contextA.close();
  await contextB.close();
});

test('unread chat messages count in the header: live while the window is hidden, from the server after a reload; logout resets the chat', async ({ page, request }) => {
  const [reader, writer] = [await apiLogin(request, 'team24', 'Player123!'), await apiLogin(request, 'team25', 'Player123!')];
  // the other member writes through the API: this flow is about the reader's header, not a second browser
  const write = (text: string) => memberCall(request, writer, 'POST', '/wps/chat/messages', { roomId: 'lobby', text });
  await openAsMember(page, reader);
  await openChat(page);
  const run = Date.now().toString(36);

  // hidden, the window marks nothing read: the header counts the pushed messages (no reload, no 30 s timer);
  // showing it again reads them and the count goes
  const window = chatWindow(page);
  await window.getByRole('button', { name: ty('ch_hide') }).click();
  await write(`one more ${run}`);
  await write(`and another ${run}`);
  await expect(page.getByRole('banner').getByTestId('chat-unread')).toHaveText('2', { timeout: 20_000 });
  await expect(page.getByTestId('chat-menu-entry').getByTestId('chat-unread')).toHaveText('2');
  await page.getByRole('button', { name: ty('ch_show') }).click();
  await expect(chatFrame(page).getByTestId('chat-message').filter({ hasText: `and another ${run}` })).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('chat-unread')).toHaveCount(0);

  // closed, the chat still counts; the count is kept on the server (asked again on reload)
  await window.getByRole('button', { name: ty('ch_close') }).click();
  await expect(window).toHaveCount(0);
  await write(`are you there? ${run}`);
  await page.reload();
  await expect(page.getByRole('banner').getByTestId('chat-unread')).toHaveText('1');

  // logout resets the chat: the launcher asks a visitor to log in
  await openChat(page);
  await page.getByRole('banner').getByRole('button', { name: ty('in_account_menu') }).click();
  await page.getByRole('menuitem', { name: ty('in_logout') }).click();
  await page.getByRole('dialog', { name: ty('in_sign_out') }).getByRole('button', { name: ty('in_confirm') }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: ty('in_login') })).toBeVisible();
  await expect(chatWindow(page)).toHaveCount(0);
  await page.getByRole('banner').getByTestId('chat-launcher').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('customer service: the 440x500 pop-up, a new conversation, and the operator\'s reply from the desk arrives without reload', async ({ browser, request, baseURL }) => {
  const member = await apiLogin(request, 'team23', 'Player123!');
  // no fixed viewport, so the pop-up window gets the size it asks for
  const context = await browser.newContext({ baseURL, viewport: null });
  const page = await context.newPage();
  await openAsMember(page, member);
  const opened = page.waitForEvent('popup');
  await page.getByRole('complementary', { name: ty('in_service_widget') }).getByRole('button', { name: ty('in_customer_service') }).click();
  const popup = await opened;
  await popup.waitForURL(/\/support\?cs=LIVECHAT/);
  const size = await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }));
  expect(size.width).toBeGreaterThanOrEqual(440);
  expect(size.width).toBeLessThan(480);
  expect(size.height).toBeGreaterThanOrEqual(500);
  expect(size.height).toBeLessThan(600);

  await expect(popup.getByRole('heading', { name: ty('su_title') })).toBeVisible();
  const form = popup.getByRole('form', { name: ty('su_new') });
  await form.getByRole('radio', { name: ty('su_topic_deposit') }).check();
  const question = `My deposit ${Date.now().toString(36)} has not arrived`;
  await form.getByRole('textbox', { name: ty('su_message_label') }).fill(question);
  await form.getByRole('button', { name: ty('su_start') }).click();
  await expect(popup.getByTestId('support-message').filter({ hasText: question })).toBeVisible();

  // the operator's desk, in its own browser, signed in with the demo owner's API key (replies are signed owner1)
  const desk = await browser.newContext({ baseURL: opsURL() });
  const ops = await desk.newPage();
  await ops.goto('/ops/support');
  await ops.getByLabel('Operator API key or session token').fill(e2eOperatorKey());
  await ops.getByRole('button', { name: 'Open the desk' }).click();
  await expect(ops.getByRole('status')).toHaveText('live · signed in as owner1');
  await ops.getByRole('list', { name: 'Conversations' }).getByRole('button').filter({ hasText: 'team23' }).first().click();
  await expect(ops.getByTestId('desk-message').filter({ hasText: question })).toBeVisible();
  const answer = `We are checking deposit ${Date.now().toString(36)} now`;
  await ops.getByRole('textbox', { name: 'Reply' }).fill(answer);
  await ops.getByRole('button', { name: 'Send reply' }).click();

  // the reply reaches the pop-up live, and the member's next message reaches the desk live
  await expect(popup.getByTestId('support-message').filter({ hasText: answer })).toBeVisible();
  await expect(popup.getByTestId('support-message').filter({ hasText: answer })).toContainText(ty('su_agent'));
  await popup.screenshot({ path: `${shots}support-popup.png` });
  await ops.screenshot({ path: `${shots}support-desk.png` });
  const thanks = `Thank you ${Date.now().toString(36)}`;
  const composer = popup.getByRole('form', { name: ty('su_message_label') });
  await composer.getByRole('textbox', { name: ty('su_message_label') }).fill(thanks);
  await composer.getByRole('button', { name: ty('su_send') }).click();
  await expect(ops.getByTestId('desk-message').filter({ hasText: thanks })).toBeVisible();
  await desk.close();
  await context.close();
});

test('a failed customer-service fetch closes the pop-up (spec section 8)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: null });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.route('**/wps/system/customerService*', (route) => route.abort());
  await page.goto('/');
  const opened = page.waitForEvent('popup');
  await page.getByRole('complementary', { name: ty('in_service_widget') }).getByRole('button', { name: ty('in_customer_service') }).click();
  const popup = await opened;
  // it may be gone before a close listener could be attached
  await expect.poll(() => popup.isClosed()).toBe(true);
  await context.close();
});
