import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithApp } from '@/testing/render';
import { withdrawal } from '../../testing/wallet-fixtures';
import { ReceiptForm } from './receipt-form';
import '../../locales/texts';

const t = i18next.t.bind(i18next);
const MB = 1024 * 1024;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function file(name: string, type: string, bytes: number[] | number) {
  const content = typeof bytes === 'number' ? new Uint8Array(bytes) : new Uint8Array(bytes);
  if (typeof bytes === 'number') content.set(PNG);
  return new File([content], name, { type });
}

function setup() {
  const bodies: Record<string, unknown>[] = [];
  const fetchMock = stubApi({});
  fetchMock.mockImplementation(async (_input: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return Response.json({ success: true, code: 'OK', message: 'ok', value: withdrawal({ status: 'received' }) });
  });
  const onClose = vi.fn();
  renderWithApp(<ReceiptForm withdrawal={withdrawal()} onClose={onClose} />);
  const form = screen.getByRole('form', { name: t('wl_confirm_receipt') });
  return { bodies, onClose, form };
}

describe('ReceiptForm', () => {
  // jsdom has no object URLs (the preview uses one)
  beforeAll(() => {
    Object.assign(URL, { createObjectURL: () => 'blob:proof', revokeObjectURL: () => {} });
  });
  beforeEach(() => sessionStorage.setItem('token', 'tok'));

  it('confirms received', async () => {
    const user = userEvent.setup();
    const { bodies, onClose, form } = setup();
    await user.click(within(form).getByRole('button', { name: t('wl_send_receipt') }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ orderNo: 'W20261123ABCDEFGHJK', result: 'received' }]);
  });

  it('not received needs a proof image: png or jpg only, at most 5 MB, checked before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { bodies, form, onClose } = setup();
    await user.click(within(form).getByRole('radio', { name: t('wl_not_received') }));
    await user.click(within(form).getByRole('button', { name: t('wl_send_receipt') }));
    expect(await within(form).findByText(t('err_proof_required'))).toBeTruthy();

    const input = within(form).getByTestId('proof-input');
    await user.upload(input, file('statement.gif', 'image/gif', [0x47, 0x49, 0x46, 0x38]));
    expect(await within(form).findByText(t('err_invalid_image'))).toBeTruthy();
    await user.upload(input, file('huge.png', 'image/png', 5 * MB + 1));
    expect(await within(form).findByText(t('err_image_too_large'))).toBeTruthy();
    // a png by its name whose bytes are not an image
    await user.upload(input, file('fake.png', 'image/png', [1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(await within(form).findByText(t('err_invalid_image'))).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.upload(input, file('statement.png', 'image/png', [...PNG, 0, 0, 0, 0]));
    const preview = await within(form).findByRole('img', { name: t('wl_proof_preview') });
    expect(preview.getAttribute('src')).toBe('blob:proof');
    await user.click(within(form).getByRole('button', { name: t('wl_send_receipt') }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({ orderNo: 'W20261123ABCDEFGHJK', result: 'notReceived', proofImage: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/) });
  });

  it('partly received: the amount received (less than the whole), the remaining amount shown as it is typed', async () => {
    const user = userEvent.setup();
    const { bodies, form, onClose } = setup();
    await user.click(within(form).getByRole('radio', { name: t('wl_partly_received') }));
    const amount = within(form).getByLabelText(t('wl_amount_received'));
    await user.type(amount, '200');
    await user.click(within(form).getByRole('button', { name: t('wl_send_receipt') }));
    expect(await within(form).findByText(t('wl_partly_less', { amount: '₱200.00' }))).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '150.25');
    expect(within(form).getByTestId('remaining-amount').textContent).toContain('₱49.75');
    await user.click(within(form).getByRole('button', { name: t('wl_send_receipt') }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ orderNo: 'W20261123ABCDEFGHJK', result: 'partlyReceived', amountReceived: '150.25' }]);
  });
});
