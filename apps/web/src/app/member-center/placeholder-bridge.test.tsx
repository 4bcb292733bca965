import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modals, useModalEntry } from '@/components/ui/modal/modal-store';
import { MEMBER_CENTER_MODAL, PLACEHOLDER_MODAL } from '@/config/modal-names';
import { stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { PlaceholderOrMemberCenter } from './placeholder-bridge';

function Probe() {
  const entry = useModalEntry(MEMBER_CENTER_MODAL);
  return entry ? <p data-testid="probe">{JSON.stringify(entry.props)}</p> : null;
}

function Host() {
  // what lazyModal does: the bridge only while the placeholder is asked for
  const entry = useModalEntry(PLACEHOLDER_MODAL);
  return (
    <>
      {entry && <PlaceholderOrMemberCenter />}
      <Probe />
    </>
  );
}

describe('the logged-in bar placeholders', () => {
  it.each([
    ['in_increase_deposit', { page: 'depositv2' }],
    ['in_increase_withdrawal', { page: 'withdraw' }],
    ['in_my_account', {}],
    ['in_account_record', { page: 'transactionHistory' }],
    ['in_betting_record', { page: 'personalHistoryCopy' }],
    ['in_player_rank', { page: 'playerRank' }],
    ['in_profile', { page: 'profile' }],
  ])('%s opens the member centre at its page', async (titleKey, props) => {
    stubApi({});
    const view = renderWithApp(<Host />);
    act(() => modals.open(PLACEHOLDER_MODAL, { titleKey }));
    await waitFor(() => expect(modals.isOpen(MEMBER_CENTER_MODAL)).toBe(true));
    expect(modals.isOpen(PLACEHOLDER_MODAL)).toBe(false);
    expect(JSON.parse(view.getByTestId('probe').textContent!)).toEqual(props);
  });

  it('anything else stays a placeholder (the agent centre)', async () => {
    stubApi({});
    renderWithApp(<Host />);
    act(() => modals.open(PLACEHOLDER_MODAL, { titleKey: 'in_agent_center' }));
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(modals.isOpen(PLACEHOLDER_MODAL)).toBe(true);
    expect(modals.isOpen(MEMBER_CENTER_MODAL)).toBe(false);
  });
});
