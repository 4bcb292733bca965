import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { ApplicationForm } from './application-form';
import '../locales/texts';

const t = i18next.t.bind(i18next);
const MB = 1024 * 1024;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const APPLY = '/wps/relay/MCSFE_applyActivity';

/** A png (its first bytes say so) of `size` bytes, or a file of the given bytes. */
function file(name: string, type: string, bytes: number[] | number) {
  const content = new Uint8Array(typeof bytes === 'number' ? bytes : bytes.length);
  if (typeof bytes === 'number') content.set(PNG);
  else content.set(bytes);
  return new File([content], name, { type });
}
const png = (name: string) => file(name, 'image/png', [...PNG, 1, 2, 3, 4]);

function setup() {
  const bodies: Record<string, unknown>[] = [];
  const fetchMock = stubApi({
    [APPLY]: () => ({ id: 5, promotionId: 3, promotionTitle: 'Screenshot contest', comment: 'x', imageCount: 1, status: 'applying', remark: null, rewardMinor: null, createdAt: 0, decidedAt: null }),
  });
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body) bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return answer(input);
  });
  const onDone = vi.fn();
  renderWithApp(<ApplicationForm promotionId={3} onDone={onDone} onCancel={() => {}} />);
  const form = screen.getByRole('form', { name: t('promo_apply_title') });
  return { form, bodies, onDone, input: within(form).getByTestId('application-images-input') as HTMLInputElement };
}

describe('the application form', () => {
  beforeAll(() => {
    let n = 0;
    Object.assign(URL, { createObjectURL: () => `blob:image-${++n}`, revokeObjectURL: () => {} });
  });
  beforeEach(() => sessionStorage.setItem('token', 'tok'));

  it('takes at most 140 characters, with a counter', async () => {
    const user = userEvent.setup();
    const { form, bodies } = setup();
    const comment = within(form).getByRole('textbox', { name: t('promo_comment') });
    await waitFor(() => expect(document.activeElement).toBe(comment));
    await user.click(within(form).getByRole('button', { name: t('promo_apply_send') }));
    expect(await within(form).findByText(t('input_cannot_be_empty'))).toBeTruthy();

    await user.type(comment, 'a'.repeat(141));
    expect(within(form).getByText(t('promo_comment_count', { n: 141, max: 140 }))).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: t('promo_apply_send') }));
    expect(await within(form).findByText(t('promo_comment_too_long', { max: 140 }))).toBeTruthy();
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toHaveLength(0);

    await user.type(comment, '{Backspace}');
    expect(within(form).getByText(t('promo_comment_count', { n: 140, max: 140 }))).toBeTruthy();
    await waitFor(() => expect(within(form).queryByText(t('promo_comment_too_long', { max: 140 }))).toBeNull());
  });

  it('takes up to 3 images: a 4th is refused and the first 3 stay', async () => {
    const user = userEvent.setup();
    const { form, input } = setup();
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(await within(form).findByText(t('err_too_many_images'))).toBeTruthy();
    expect(within(form).getAllByRole('img')).toHaveLength(3);
    expect(input.disabled).toBe(true);
    // removing one makes room again
    await user.click(within(form).getByRole('button', { name: t('promo_remove_image', { n: 2 }) }));
    expect(within(form).getAllByRole('img')).toHaveLength(2);
    expect(input.disabled).toBe(false);
  });

  it('refuses a file over 5 MB and one that is not a png or jpg, before anything is sent', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { form, input, bodies } = setup();
    await user.upload(input, file('huge.png', 'image/png', 6 * MB));
    expect(await within(form).findByText(t('err_image_too_large'))).toBeTruthy();
    await user.upload(input, file('anim.gif', 'image/gif', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]));
    expect(await within(form).findByText(t('err_invalid_image'))).toBeTruthy();
    // a name and type that lie: the first bytes decide
    await user.upload(input, file('fake.png', 'image/png', [1, 2, 3, 4, 5, 6, 7, 8]));
    expect(await within(form).findByText(t('err_invalid_image'))).toBeTruthy();
    expect(within(form).queryAllByRole('img')).toHaveLength(0);
    expect(bodies).toHaveLength(0);
  });

  it('sends the comment and the images as data: URLs, then hands over', async () => {
    const user = userEvent.setup();
    const { form, input, bodies, onDone } = setup();
    await user.type(within(form).getByRole('textbox', { name: t('promo_comment') }), '  My winning screenshot ');
    await user.upload(input, png('win.png'));
    await user.click(within(form).getByRole('button', { name: t('promo_apply_send') }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies).toEqual([
      { promotionId: 3, comment: 'My winning screenshot', images: [expect.stringMatching(/^data:image\/png;base64,/)], requestId: expect.stringMatching(/^[A-Za-z0-9_.:-]{8,64}$/) },
    ]);
  });
});
