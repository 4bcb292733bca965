import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@/lib/texts';
import { stubFetch } from '@/testing/envelope';
import { renderWithApp } from '@/testing/render';
import { CampaignForm } from './campaign-form';

const count = (patch: Record<string, unknown> = {}) => ({ matched: 1, recipients: 1, skipped: { notActive: 0, blocked: 0, optedOut: 0 }, unknownUsernames: [], ...patch });
const campaign = { id: 7, brandId: 'demo', kind: 'service', status: 'sending', texts: { EN: { title: 'Hello', body: 'Body' } }, audience: { type: 'player', username: 'ann1' } };
const bodyOf = (fetch: ReturnType<typeof stubFetch>, i: number) => JSON.parse(String(fetch.mock.calls[i]![1]!.body)) as Record<string, unknown>;

async function writeMessage() {
  await userEvent.type(screen.getByLabelText(t('ms_username')), 'Ann1');
  for (const language of ['EN', 'TY']) {
    await userEvent.type(screen.getByLabelText(t('ms_message_title', { language })), `Hello ${language}`);
    await userEvent.type(screen.getByLabelText(t('ms_message_body', { language })), `Body ${language}`);
  }
}

describe('CampaignForm', () => {
  it('asks for a count before sending, then sends what was counted after a confirmation', async () => {
    const fetch = stubFetch({ value: count() }, { value: { ...campaign, recipients: 1, delivered: 0, duplicate: false } });
    const onDone = vi.fn();
    renderWithApp(<CampaignForm brandId="demo" brandName="Demo" languages={['EN', 'TY']} onDone={onDone} onCancel={vi.fn()} />);
    await writeMessage();
    await userEvent.click(screen.getByRole('button', { name: t('ms_send_now') }));
    expect(await screen.findByText(t('ms_count_first'))).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: t('ms_count') }));
    const figures = await screen.findByTestId('audience-count');
    expect(figures.textContent).toContain(t('ms_recipients'));
    expect(bodyOf(fetch, 0)).toEqual({ brandId: 'demo', kind: 'service', audience: { type: 'player', username: 'ann1' } });

    await userEvent.click(screen.getByRole('button', { name: t('ms_send_now') }));
    await userEvent.click(await screen.findByRole('button', { name: t('confirm') }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodyOf(fetch, 1)).toMatchObject({
      brandId: 'demo',
      kind: 'service',
      draft: false,
      audience: { type: 'player', username: 'ann1' },
      texts: { EN: { title: 'Hello EN', body: 'Body EN' }, TY: { title: 'Hello TY', body: 'Body TY' } },
      requestId: expect.stringMatching(/^bo-/),
    });
  });

  it('names unknown usernames, and a retry after a failure carries the same request id', async () => {
    const fetch = stubFetch(
      { value: count({ matched: 1, unknownUsernames: ['ghost9'] }) },
      // the first save's answer is lost to a server failure: the retry must not make a second campaign
      { status: 500, code: 'INTERNAL_ERROR' },
      { value: { ...campaign, status: 'draft', recipients: 0, delivered: 0, duplicate: false } },
    );
    const onDone = vi.fn();
    renderWithApp(<CampaignForm brandId="demo" brandName="Demo" languages={['EN', 'TY']} onDone={onDone} onCancel={vi.fn()} />);
    await userEvent.selectOptions(screen.getByLabelText(t('ms_audience')), 'list');
    await userEvent.type(screen.getByLabelText(t('ms_usernames')), 'ann1{enter}ghost9');
    await userEvent.click(screen.getByRole('button', { name: t('ms_count') }));
    expect(await screen.findByText(/ghost9\. Correct or remove them/)).toBeTruthy();
    expect(bodyOf(fetch, 0)).toMatchObject({ audience: { type: 'list', usernames: ['ann1', 'ghost9'] } });

    for (const language of ['EN', 'TY']) {
      await userEvent.type(screen.getByLabelText(t('ms_message_title', { language })), 'Hi');
      await userEvent.type(screen.getByLabelText(t('ms_message_body', { language })), 'Text');
    }
    // an unknown name: Send now does not offer the confirmation
    await userEvent.click(screen.getByRole('button', { name: t('ms_send_now') }));
    expect(screen.queryByRole('button', { name: t('confirm') })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: t('ms_save_draft') }));
    expect(await screen.findByText(t('err.INTERNAL_ERROR'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t('ms_save_draft') }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodyOf(fetch, 2).requestId).toBe(bodyOf(fetch, 1).requestId);
    expect(bodyOf(fetch, 2).draft).toBe(true);
  });

  it('asks for the brand’s languages only: an English-only brand’s message is English', async () => {
    const fetch = stubFetch({ value: count() }, { value: { ...campaign, status: 'draft', recipients: 1, delivered: 0, duplicate: false } });
    renderWithApp(<CampaignForm brandId="tiger" brandName="Royal Tiger" languages={['EN']} onDone={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByLabelText(t('ms_message_title', { language: 'TY' }))).toBeNull();
    await userEvent.type(screen.getByLabelText(t('ms_username')), 'Ann1');
    await userEvent.type(screen.getByLabelText(t('ms_message_title', { language: 'EN' })), 'Hello');
    await userEvent.type(screen.getByLabelText(t('ms_message_body', { language: 'EN' })), 'Body');
    await userEvent.click(screen.getByRole('button', { name: t('ms_save_draft') }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(bodyOf(fetch, 0).texts).toEqual({ EN: { title: 'Hello', body: 'Body' } });
  });
});
