import { fillBounds } from '@app/contract/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import '../locales/texts';
import { authSite, registerSettingsFixture } from '../testing/fixtures';
import { stubServer } from '@/testing/server-stub';
import { RegisterForm } from './register-form';

const t = i18next.t.bind(i18next);

/** The brand pack's rules of the player's activity: a date of birth, 18 or older (both demo packs). */
const activityRules = (age = { minimum: 18, requireDateOfBirth: true }) => ({
  realityCheck: { minMinutes: 10, maxMinutes: 120, defaultMinutes: 60 },
  age,
  pacing: { minSpinMs: null, autoplay: true },
  pageAfterRegistration: false,
});

function renderForm(settings = registerSettingsFixture, rules = activityRules()) {
  stubServer({
    '/wps/activity/rules': rules,
    '/wps/system/setting/register': settings,
    '/wps/system/setting/menu': [],
    '/wps/system/countryCodes': [{ countryCode: 'PH', countryDialingCode: '63' }],
  });
  return renderWithApp(<RegisterForm />, { site: authSite(settings) });
}
const panel = () => screen.getByRole('tabpanel');
const textbox = (key: string) => within(panel()).queryByRole('textbox', { name: t(key) });

describe('RegisterForm', () => {
  it('shows only the fields the register settings enable, with starred placeholders for required ones', () => {
    renderForm();
    const tabs = screen.getByRole('tablist', { name: t('in_register_method') });
    expect(within(tabs).getByRole('tab', { name: t('in_register_by_username') }).getAttribute('aria-selected')).toBe('true');

    expect(textbox('in_username')?.getAttribute('placeholder')).toBe(`${t('in_username')} *`);
    expect(textbox('in_line')?.getAttribute('placeholder')).toBe(`${t('in_line')} *`);
    // enabled but not required: no star
    expect(textbox('in_real_name')?.getAttribute('placeholder')).toBe(t('in_real_name'));
    expect(textbox('in_invitation_code')?.getAttribute('placeholder')).toBe(t('in_invitation_code'));
    expect(screen.getByLabelText(t('in_password')).getAttribute('placeholder')).toBe(`${t('in_password')} *`);
    // switched off: not shown
    for (const key of ['in_email', 'in_qq', 'in_recommender_id', 'in_whatsapp', 'in_zalo', 'in_facebook', 'in_wechat', 'in_id_number', 'in_captcha'])
      expect(textbox(key), key).toBeNull();
    expect(screen.queryByLabelText(t('in_payment_password'))).toBeNull();
    // the SMS code joins only once a mobile number is typed (username registration)
    expect(textbox('in_verification_code')).toBeNull();
  });

  it('asks the SMS code when a mobile number is typed, and drops the username on the mobile tab', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(textbox('in_mobile_number')!, '9171234567');
    expect(textbox('in_verification_code')?.getAttribute('placeholder')).toBe(`${t('in_verification_code')} *`);

    await user.click(screen.getByRole('tab', { name: t('in_register_by_mobile') }));
    expect(textbox('in_username')).toBeNull();
    expect(textbox('in_mobile_number')?.getAttribute('placeholder')).toBe(`${t('in_mobile_number')} *`);
    expect(textbox('in_mobile_number')?.getAttribute('autocomplete')).toBe('username');
    expect(textbox('in_verification_code')?.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('with only one kind enabled, shows no tabs', () => {
    renderForm({ ...registerSettingsFixture, mobileRegistration: false });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('textbox', { name: t('in_username') })).toBeTruthy();
  });

  it('shows the first error only under each field, with its bounds, linked by aria-describedby', async () => {
    const user = userEvent.setup();
    renderForm();
    const username = textbox('in_username')!;
    await user.click(username);
    await user.tab();
    // the check runs when the field loses focus, and its answer is a promise (the schema's resolver)
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    const required = t('input_cannot_be_empty');
    expect(document.getElementById(username.getAttribute('aria-describedby')!)?.textContent).toBe(required);

    // too short AND starting with a digit: one message, the pattern's, with (min) and (max) filled in
    await user.type(username, '1a');
    const rule = fillBounds(t('reg_pattern_1'), { min: 6, max: 16 });
    expect(rule).toMatch(/6-16/);
    const described = document.getElementById(username.getAttribute('aria-describedby')!)!;
    expect(described.textContent).toBe(rule);
    const field = username.closest('div')!.parentElement!;
    expect(within(field).getAllByText((_, el) => el?.tagName === 'P')).toHaveLength(1);

    await user.clear(username);
    await user.type(username, 'goodname1');
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBeNull());
    expect(username.getAttribute('aria-describedby')).toBeNull();
  });

  it("names the friend's referral code of an invite link (?referralCode=), which goes with the registration", () => {
    window.history.replaceState(null, '', '/register?referralCode=AB12CD');
    try {
      renderForm();
      expect(screen.getByTestId('referral-code').textContent).toBe(t('in_invited_with_code', { code: 'AB12CD' }));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('shows no referral line without a code', () => {
    renderForm();
    expect(screen.queryByTestId('referral-code')).toBeNull();
  });

  it('checks the confirmation against the password and every required field on submit', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(t('in_password')), 'Secret123');
    await user.type(screen.getByLabelText(t('in_confirm_password')), 'Secret124');
    await user.click(screen.getByRole('button', { name: t('in_register') }));
    expect(await screen.findByText(t('incorrect_confirmation_input'))).toBeTruthy();
    expect(screen.getAllByText(t('input_cannot_be_empty'))).toHaveLength(3); // username, LINE and the date of birth
    expect(screen.getByText(t('in_please_agree_terms'))).toBeTruthy();
    expect(screen.getByText(t('please_complete_verification_first'))).toBeTruthy();
  });

  it("asks the date of birth and refuses one under the pack's minimum age, naming that age", async () => {
    const user = userEvent.setup();
    renderForm(registerSettingsFixture, activityRules({ minimum: 21, requireDateOfBirth: true }));
    const birthday = await screen.findByLabelText(t('in_date_of_birth'));
    expect(await screen.findByText(t('in_birthday_age', { age: 21 }))).toBeTruthy();
    const today = new Date();
    const twentyYearsAgo = new Date(Date.UTC(today.getUTCFullYear() - 20, today.getUTCMonth(), today.getUTCDate())).toISOString().slice(0, 10);
    await user.type(birthday, twentyYearsAgo);
    await user.click(screen.getByRole('button', { name: t('in_register') }));
    const error = await screen.findByText(t('in_birthday_age', { age: 21 }), { selector: 'p[id$="-error"]' });
    expect(birthday.getAttribute('aria-describedby')).toContain(error.id);
    // the terms sentence names the same age
    expect(screen.getByText((_, node) => node?.tagName === 'LABEL' && node.textContent === t('in_agree_terms', { age: 21 }).replace(/<\/?terms>/g, ''))).toBeTruthy();
  });

  it('leaves the date of birth optional where the pack does not ask for it', async () => {
    const user = userEvent.setup();
    renderForm(registerSettingsFixture, activityRules({ minimum: 18, requireDateOfBirth: false }));
    await screen.findByText(t('in_birthday_age', { age: 18 }));
    const birthday = screen.getByLabelText(t('in_date_of_birth'));
    await user.click(screen.getByRole('button', { name: t('in_register') }));
    // username, both passwords and LINE are missing; the date of birth is not
    expect(await screen.findAllByText(t('input_cannot_be_empty'))).toHaveLength(4);
    expect(birthday.getAttribute('aria-invalid')).not.toBe('true');
    expect(birthday.getAttribute('aria-describedby') ?? '').not.toContain('-error');
  });
});
