import { operatorRequest } from '../support';
import { expect, freshUsername, logIn, registerMember, test } from './auth-support';
import { translator } from './texts';

/**
 * Verified contacts (issue 31) in Chromium against the real server: a Lucky Nine player registers with an email
 * address (the brand asks for verified contacts); the address shows "not verified" in My account until the link the
 * server emailed is opened: the page opens, says the address is verified, takes the token out of the address bar, and
 * My account shows it verified.
 */
const ty = translator('ty', ['auth', 'member-center']);

test('the emailed link verifies the address given at registration', async ({ page, request }) => {
  test.setTimeout(90_000);
  const name = freshUsername('vc');
  const email = `${name}@example.com`;
  await registerMember(page, name, 'Secret123', { email });

  const openMyAccount = async () => {
    await page.getByTestId('logged-in-bar').getByRole('button', { name: ty('in_account_menu') }).click();
    await page.getByRole('menuitem', { name: ty('in_member_center') }).click();
    return page.getByTestId('email-row');
  };
  await logIn(page, name, 'Secret123');
  await expect((await openMyAccount()).getByText(ty('mc_not_verified'), { exact: true })).toBeVisible();

  // the link in the mail the sandbox kept (the demo outbox; a real brand's goes through SMTP)
  let link: string | undefined;
  await expect
    .poll(async () => {
      const call = operatorRequest(`/dev/outbox?to=${encodeURIComponent(email)}`);
      const list = (await (await request.get(call.url, { headers: call.headers })).json()).value.list as Array<{ body: string }>;
      link = list.map((m) => /https?:\/\/\S+verifyEmail=[\w.-]+/.exec(m.body)?.[0]).find(Boolean);
      return link;
    })
    .toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText(ty('in_email_verified', { email: `${name[0]}***${name.at(-1)}@example.com` }))).toBeVisible();
  expect(page.url()).not.toContain('verifyEmail');
  await expect((await openMyAccount()).getByText(ty('mc_verified'), { exact: true })).toBeVisible();
});
