import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { Refusal, stubServer } from '@/testing/server-stub';
import { renderWithApp } from '@/testing/render';
import { AvatarPicker } from './avatar-picker';
import { NicknameForm } from './nickname-form';
import '../../locales/texts';

const t = i18next.t.bind(i18next);
const avatars = { current: 0, list: Array.from({ length: 13 }, (_, iconId) => ({ iconId, url: `data:image/svg+xml;base64,${btoa(`<svg id="${iconId}"/>`)}` })) };

describe('NicknameForm', () => {
  beforeEach(() => sessionStorage.setItem('token', 'tok'));

  it('checks the contract rule before sending: too short, too long, HTML', async () => {
    const user = userEvent.setup();
    const requests = stubServer({ '/wps/member/nickname': ({ body }: { body: { nickname: string } }) => ({ nickname: body.nickname }) });
    renderWithApp(<NicknameForm token="tok" current="Player One" />);
    const form = screen.getByRole('form', { name: t('mc_change_nickname') });
    const input = within(form).getByLabelText(t('mc_nickname'));
    const save = within(form).getByRole('button', { name: t('mc_save') });

    await user.clear(input);
    await user.type(input, 'A');
    await user.click(save);
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', t('mc_nickname_length', { min: 2, max: 20 }));

    await user.clear(input);
    await user.type(input, 'x'.repeat(21));
    await user.click(save);
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(t('mc_nickname_length', { min: 2, max: 20 })));

    await user.clear(input);
    await user.type(input, '<b>hi</b>');
    await user.click(save);
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(t('mc_nickname_chars')));

    await user.clear(input);
    await user.click(save);
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(t('mc_required')));
    expect(requests.filter((r) => r.url.pathname === '/wps/member/nickname')).toEqual([]);
  });

  it('saves the nickname, refreshes the header and the member centre, and says so', async () => {
    const user = userEvent.setup();
    const requests = stubServer({ '/wps/member/nickname': ({ body }: { body: { nickname: string } }) => ({ nickname: body.nickname.trim() }) });
    const { queryClient } = renderWithApp(<NicknameForm token="tok" current="Player One" />);
    // the header's member info and avatar (the accounts feature's queries)
    queryClient.setQueryData(['member', 'info', 'tok'], { nickname: 'Player One' });
    queryClient.setQueryData(['member', 'icon', 'tok'], { iconId: 0, url: 'x' });
    const form = screen.getByRole('form', { name: t('mc_change_nickname') });
    const input = within(form).getByLabelText(t('mc_nickname'));
    await user.clear(input);
    await user.type(input, '  Lucky Star ');
    await user.click(within(form).getByRole('button', { name: t('mc_save') }));
    expect(await within(form).findByText(t('mc_nickname_saved'))).toBeTruthy();
    expect(requests.find((r) => r.url.pathname === '/wps/member/nickname')?.body).toEqual({ nickname: '  Lucky Star ' });
    expect(queryClient.getQueryState(['member', 'info', 'tok'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['member', 'icon', 'tok'])?.isInvalidated).toBe(true);
  });

  it("shows the server's refusal under the field, in the player's language", async () => {
    const user = userEvent.setup();
    stubServer({ '/wps/member/nickname': () => new Refusal('TOO_MANY_REQUESTS', { retryAfterSeconds: 3600 }, 429) });
    renderWithApp(<NicknameForm token="tok" current="Player One" />);
    const form = screen.getByRole('form', { name: t('mc_change_nickname') });
    await user.type(within(form).getByLabelText(t('mc_nickname')), '!');
    await user.click(within(form).getByRole('button', { name: t('mc_save') }));
    expect((await within(form).findByRole('alert')).textContent).toContain(t('err_too_many_requests'));
  });
});

describe('AvatarPicker', () => {
  beforeEach(() => sessionStorage.setItem('token', 'tok'));

  it('shows the avatars as a radio group and saves the chosen one', async () => {
    const user = userEvent.setup();
    let current = 0;
    const requests = stubServer({
      '/wps/member/avatars': () => ({ ...avatars, current }),
      '/wps/member/avatar': ({ body }: { body: { iconId: number } }) => {
        current = body.iconId;
        return avatars.list[body.iconId];
      },
    });
    renderWithApp(<AvatarPicker token="tok" />);
    const group = await screen.findByRole('radiogroup', { name: t('mc_choose_avatar') });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(13);
    expect(radios[0]!.getAttribute('aria-checked')).toBe('true');
    await user.click(within(group).getByRole('radio', { name: t('mc_avatar_n', { n: 5 }) }));
    expect(await screen.findByText(t('mc_avatar_saved'))).toBeTruthy();
    expect(requests.find((r) => r.url.pathname === '/wps/member/avatar')?.body).toEqual({ iconId: 5 });
    await waitFor(() => expect(within(group).getByRole('radio', { name: t('mc_avatar_n', { n: 5 }) }).getAttribute('aria-checked')).toBe('true'));
  });
});
