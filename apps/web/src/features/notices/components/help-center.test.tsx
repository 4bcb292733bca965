import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { modals } from '@/components/ui/modal/modal-store';
import { HELP_MODAL } from '@/config/modal-names';
import { stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { HelpModal } from './help-modal';

const t = i18next.t.bind(i18next);

const helpCenter = {
  categories: [
    {
      category: 'deposit',
      title: 'help_deposit',
      articles: [{ id: 1, key: 'deposit-how', category: 'deposit', title: 'How do I deposit?', content: '<p>Choose a payment channel.</p>' }],
    },
    {
      category: 'withdrawal',
      title: 'help_withdrawal',
      articles: [
        { id: 2, key: 'withdrawal-how', category: 'withdrawal', title: 'How do I withdraw?', content: '<p>Bind a bank card.</p>' },
        { id: 3, key: 'withdrawal-betting-requirement', category: 'withdrawal', title: 'The betting requirement', content: '<p>Valid bets of 100% of your last deposit.</p>' },
      ],
    },
  ],
};

async function openHelp(props: Record<string, unknown> = {}) {
  stubApi({ '/wps/system/helpCenter': helpCenter });
  renderWithApp(<HelpModal />);
  act(() => modals.open(HELP_MODAL, props));
  return screen.findByRole('dialog', { name: t('in_help_center') });
}

describe('HelpModal', () => {
  it('opens on the asked topic with the linked article open', async () => {
    const dialog = await openHelp({ topic: 'withdrawal', article: 'withdrawal-betting-requirement' });
    const article = (await within(dialog).findByText('The betting requirement')).closest('details')!;
    expect(within(dialog).getByRole('tab', { name: new RegExp(t('help_withdrawal')) }).getAttribute('aria-selected')).toBe('true');
    expect(article.open).toBe(true);
    expect(within(dialog).getByText('How do I withdraw?').closest('details')!.open).toBe(false);
    expect(within(dialog).getByRole('link', { name: t('in_help_open_page') }).getAttribute('href')).toBe('/helpmc?topic=withdrawal#withdrawal-betting-requirement');
  });

  it('searches every category as the player types, with an empty state', async () => {
    const user = userEvent.setup();
    const dialog = await openHelp();
    const search = await within(dialog).findByRole('searchbox', { name: t('in_help_search') });
    await user.type(search, 'bank card');
    expect(within(dialog).queryByRole('tablist')).toBeNull();
    expect(within(dialog).getByText('How do I withdraw?')).toBeTruthy();
    expect(within(dialog).queryByText('How do I deposit?')).toBeNull();
    expect(within(dialog).getByText(t('in_help_results', { count: 1 }))).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'jackpot');
    expect(within(dialog).getByText(t('in_help_no_results', { query: 'jackpot' }))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t('in_help_clear_search') }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(within(dialog).getByRole('tablist')).toBeTruthy();
  });
});
