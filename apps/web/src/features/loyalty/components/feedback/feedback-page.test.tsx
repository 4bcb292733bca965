import type { Feedback } from '@app/contract/loyalty';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast/toaster';
import { renderWithApp } from '@/testing/render';
import { Refusal, stubServer, type StubRequest } from '@/testing/server-stub';
import { paths } from '../../testing/loyalty-fixtures';
import { FeedbackPage } from './feedback-page';
import '../../locales/texts';

const t = i18next.t.bind(i18next);
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'shot.png', { type: 'image/png' });

function setup(send?: (request: StubRequest) => unknown) {
  const list: Feedback[] = [
    { id: 1, category: 'game', content: 'The dice game froze once after a win.', hasImage: true, reply: 'Thanks, we fixed it.', repliedAt: Date.UTC(2026, 10, 20), createdAt: Date.UTC(2026, 10, 19) },
  ];
  const requests = stubServer({
    [paths.feedback]: (request: StubRequest) => {
      if (request.method === 'GET') return { list, total: list.length, pageNo: 1, pageSize: 10, totalPages: 1, minWords: 5, maxWords: 12 };
      const refused = send?.(request);
      if (refused) return refused;
      const body = request.body as { category: Feedback['category']; content: string; image?: string };
      const item = { id: 2, category: body.category, content: body.content, hasImage: !!body.image, reply: null, repliedAt: null, createdAt: Date.now() };
      list.unshift(item);
      return item;
    },
  });
  renderWithApp(
    <>
      <FeedbackPage token="tok" />
      <Toaster />
    </>,
  );
  return { requests };
}

describe('the feedback page', () => {
  beforeEach(() => {
    sessionStorage.setItem('token', 'tok');
    // jsdom has no object URLs: the preview gets a stand-in
    Object.assign(URL, { createObjectURL: () => 'blob:shot', revokeObjectURL: () => {} });
  });

  it('counts the words as they are typed against the brand’s bounds', async () => {
    const user = userEvent.setup();
    setup();
    const content = await screen.findByLabelText(t('lo_feedback_content'));
    const count = screen.getByTestId('word-count');
    expect(count.textContent).toBe(t('lo_words_count', { count: 0, min: 5, max: 12 }));
    await user.type(content, 'Deposits take too long');
    expect(count.textContent).toBe(t('lo_words_count', { count: 4, min: 5, max: 12 }));
    expect(count.getAttribute('data-state')).toBe('short');
    await user.type(content, ' sometimes');
    expect(count.getAttribute('data-state')).toBe('ok');
    // the count describes the field for assistive technology
    expect(content.getAttribute('aria-describedby')).toContain(count.parentElement!.id);
  });

  it('refuses too few words before sending, then sends category, text and screenshot, and lists it', async () => {
    const user = userEvent.setup();
    const { requests } = setup();
    const form = await screen.findByRole('form', { name: t('lo_feedback_new') });
    await user.selectOptions(within(form).getByLabelText(t('lo_feedback_category')), t('lo_feedback_cat_payment'));
    await user.type(within(form).getByLabelText(t('lo_feedback_content')), 'Too slow');
    await user.click(within(form).getByRole('button', { name: t('lo_feedback_send') }));
    expect(await within(form).findByText(t('lo_feedback_short', { min: 5, words: 2 }))).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.type(within(form).getByLabelText(t('lo_feedback_content')), ' withdrawals on weekends please');
    await user.upload(within(form).getByTestId('feedback-image-input'), png());
    expect(await within(form).findByRole('img', { name: t('lo_feedback_image_preview') })).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: t('lo_feedback_send') }));
    expect(await screen.findByText(t('lo_feedback_sent'))).toBeTruthy();
    const sent = requests.filter((r) => r.method === 'PUT').map((r) => r.body);
    expect(sent).toEqual([{ category: 'payment', content: 'Too slow withdrawals on weekends please', image: expect.stringMatching(/^data:image\/png;base64,/), requestId: expect.stringMatching(/^feedback-/) }]);
    // the form is ready for the next one; the history shows it waiting for a reply
    expect((within(form).getByLabelText(t('lo_feedback_content')) as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(screen.getAllByTestId('feedback')).toHaveLength(2));
    const items = screen.getAllByTestId('feedback');
    expect(within(items[0]!).getByText(t('lo_feedback_waiting'))).toBeTruthy();
  });

  it('puts the server’s word-bounds refusal under the text with its figures', async () => {
    const user = userEvent.setup();
    setup(() => new Refusal('FEEDBACK_TOO_LONG', { minWords: 5, maxWords: 12, words: 13 }));
    const form = await screen.findByRole('form', { name: t('lo_feedback_new') });
    await user.selectOptions(within(form).getByLabelText(t('lo_feedback_category')), t('lo_feedback_cat_other'));
    await user.type(within(form).getByLabelText(t('lo_feedback_content')), 'one two three four five six');
    await user.click(within(form).getByRole('button', { name: t('lo_feedback_send') }));
    expect(await within(form).findByText(t('lo_feedback_long', { max: 12, words: 13 }))).toBeTruthy();
  });

  it('shows the history with the operator’s reply', async () => {
    setup();
    const item = await screen.findByTestId('feedback');
    expect(within(item).getByText(t('lo_feedback_cat_game'))).toBeTruthy();
    expect(within(item).getByText(t('lo_feedback_has_image'))).toBeTruthy();
    expect(within(item).getByTestId('feedback-reply').textContent).toContain('Thanks, we fixed it.');
  });
});
