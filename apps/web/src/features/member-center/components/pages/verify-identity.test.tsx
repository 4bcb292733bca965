import { KYC_FILE_MAX_BYTES, type KycSide, type KycStatusValue } from '@app/contract/kyc';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { Refusal, stubServer, type StubRequest } from '@/testing/server-stub';
import { checkKycFile } from '../../api/upload-kyc-file';
import { memberFixture } from '../../testing/member-fixtures';
import { SecurityCenter } from './security-center';
import { VerifyIdentityPage } from './verify-identity';
import '../../locales/texts';

const t = i18next.t.bind(i18next);
const STATUS = '/wps/member/kyc';
const UPLOAD = '/wps/member/kyc/files';
const SUBMIT = '/wps/member/kyc/submit';

const status = (over: Partial<KycStatusValue> = {}): KycStatusValue => ({
  status: 'none',
  rule: 'firstDeposit',
  depositThresholdMinor: null,
  requiredFor: 'deposit',
  submission: null,
  ...over,
});
const submission = (over: Partial<NonNullable<KycStatusValue['submission']>> = {}) => ({
  id: 1,
  documentType: null,
  files: [],
  submittedAt: null,
  reviewedAt: null,
  rejectReason: null,
  resend: [],
  ...over,
});

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });
const renderPage = () => renderWithApp(<VerifyIdentityPage token="tok" member={memberFixture()} go={vi.fn()} params={{}} />);
const posts = (requests: StubRequest[], path: string) => requests.filter((r) => r.method === 'POST' && r.url.pathname === path);

/** The server's draft: each upload puts its side in (1.2 MB once re-encoded); Send for review makes it pending. */
function stubKycServer(initial: KycStatusValue) {
  let current = initial;
  return stubServer({
    [STATUS]: () => current,
    [UPLOAD]: ({ body }: StubRequest) => {
      const { side } = body as { side: KycSide };
      const file = { side, contentType: 'image/webp' as const, bytes: 1_258_291 };
      const draft = current.status === 'draft' && current.submission ? current.submission : submission({ id: 2 });
      current = { ...current, status: 'draft', submission: { ...draft, files: [...draft.files.filter((f) => f.side !== side), file] } };
      return file;
    },
    [SUBMIT]: ({ body }: StubRequest) => {
      const { documentType } = body as { documentType: 'national_id' };
      current = { ...current, status: 'pending', submission: { ...current.submission!, documentType, submittedAt: new Date(Date.UTC(2026, 10, 24, 1, 38)).toISOString() } };
      return current;
    },
  });
}

describe('VerifyIdentityPage', () => {
  beforeEach(() => sessionStorage.setItem('token', 'tok'));

  it('a national ID needs its front, back and a selfie, each uploaded as a data URL when chosen, before it can be sent for review', async () => {
    const user = userEvent.setup();
    const requests = stubKycServer(status());
    renderPage();
    const state = await screen.findByTestId('kyc-state');
    expect(within(state).getByTestId('kyc-status').textContent).toBe(t('mc_kyc_status_none'));
    expect(within(state).getByText(t('mc_kyc_required_deposit'))).toBeTruthy();

    const form = screen.getByRole('form', { name: t('mc_verify_identity') });
    await user.click(within(form).getByRole('radio', { name: t('mc_kyc_type_national_id') }));
    const send = within(form).getByRole<HTMLButtonElement>('button', { name: t('mc_kyc_send') });
    const sides = ['front', 'back', 'selfie'] as const;
    const inputs = sides.map((side) => within(form).getByLabelText<HTMLInputElement>(t(`mc_kyc_side_${side}`)));
    expect(inputs.map((input) => input.accept)).toEqual(['image/png,image/jpeg,application/pdf', 'image/png,image/jpeg,application/pdf', 'image/png,image/jpeg,application/pdf']);
    expect(within(form).getByText(t('mc_kyc_file_rule'))).toBeTruthy();
    expect(send.disabled).toBe(true);

    await user.upload(inputs[0]!, png('front.png'));
    const front = within(form).getByTestId('kyc-side-front');
    expect(await within(front).findByText(t('mc_kyc_received', { size: '1.2 MB' }))).toBeTruthy();
    expect(within(front).getByRole('status').textContent).toBe(t('mc_kyc_received', { size: '1.2 MB' }));
    expect(send.disabled).toBe(true);
    await user.upload(inputs[1]!, png('back.png'));
    await within(within(form).getByTestId('kyc-side-back')).findByText(t('mc_kyc_received', { size: '1.2 MB' }));
    expect(send.disabled).toBe(true);
    await user.upload(inputs[2]!, png('selfie.png'));
    await waitFor(() => expect(send.disabled).toBe(false));

    const uploads = posts(requests, UPLOAD).map((r) => r.body as { side: string; file: string });
    expect(uploads.map((u) => Object.keys(u).sort())).toEqual([['file', 'side'], ['file', 'side'], ['file', 'side']]);
    expect(uploads.map((u) => u.side)).toEqual(['front', 'back', 'selfie']);
    for (const u of uploads) expect(u.file).toMatch(/^data:image\/png;base64,iVBORw0KGgo=$/);

    await user.click(send);
    await waitFor(() => expect(within(state).getByTestId('kyc-status').textContent).toBe(t('mc_kyc_status_pending')));
    expect(posts(requests, SUBMIT).map((r) => r.body)).toEqual([{ documentType: 'national_id' }]);
    expect(screen.queryByRole('form', { name: t('mc_verify_identity') })).toBeNull();
    // what was sent, with the stored sizes, and the focus on the state that says so
    const sent = screen.getByTestId('kyc-sent');
    expect(within(sent).getByText(t('mc_kyc_type_national_id'))).toBeTruthy();
    expect(within(sent).getAllByText('1.2 MB')).toHaveLength(3);
    expect(within(sent).getByText(t('mc_kyc_side_selfie'))).toBeTruthy();
    expect(state.contains(document.activeElement)).toBe(true);
  });

  it('a passport needs only its photo page and a selfie; an upload says so while it travels', async () => {
    const user = userEvent.setup();
    stubKycServer(status());
    // the uploads wait at a gate, to see the progress
    const server = globalThis.fetch;
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith(UPLOAD)) await gate;
      return server(input, init);
    });
    renderPage();
    const form = await screen.findByRole('form', { name: t('mc_verify_identity') });
    await user.click(within(form).getByRole('radio', { name: t('mc_kyc_type_passport') }));
    expect(within(form).queryByLabelText(t('mc_kyc_side_back'))).toBeNull();
    await user.upload(within(form).getByLabelText(t('mc_kyc_side_front')), png('page.png'));
    const progress = within(within(form).getByTestId('kyc-side-front')).getByRole('status');
    await waitFor(() => expect(progress.textContent).toBe(t('mc_kyc_uploading')));
    expect(progress.getAttribute('aria-live')).toBe('polite');
    open();
    await waitFor(() => expect(progress.textContent).toBe(t('mc_kyc_received', { size: '1.2 MB' })));
    await user.upload(within(form).getByLabelText(t('mc_kyc_side_selfie')), png('selfie.png'));
    await waitFor(() => expect(within(form).getByRole<HTMLButtonElement>('button', { name: t('mc_kyc_send') }).disabled).toBe(false));
  });

  it('a rejected submission shows the reason and what to send again, and takes new files', async () => {
    stubKycServer(
      status({
        status: 'rejected',
        requiredFor: null,
        rule: 'firstWithdrawal',
        submission: submission({
          documentType: 'driving_licence',
          files: [{ side: 'front', contentType: 'image/webp', bytes: 900_000 }],
          submittedAt: '2026-11-20T02:00:00.000Z',
          reviewedAt: '2026-11-21T02:00:00.000Z',
          rejectReason: 'The photo is blurred',
          resend: ['selfie', 'front'],
        }),
      }),
    );
    renderPage();
    const state = await screen.findByTestId('kyc-state');
    expect(within(state).getByTestId('kyc-status').textContent).toBe(t('mc_kyc_status_rejected'));
    const rejection = within(state).getByTestId('kyc-rejection');
    expect(within(rejection).getByText(t('mc_kyc_reason', { reason: 'The photo is blurred' }))).toBeTruthy();
    expect(within(rejection).getByText('Please send again: front, selfie')).toBeTruthy();
    expect(within(state).getByTestId('kyc-why').textContent).toBe(t('mc_kyc_why'));
    // the form again, with the document type sent last time; the rejected files do not count
    const form = screen.getByRole('form', { name: t('mc_verify_identity') });
    expect(within(form).getByRole<HTMLInputElement>('radio', { name: t('mc_kyc_type_driving_licence') }).checked).toBe(true);
    expect(within(form).queryByText(t('mc_kyc_received', { size: '878 KB' }))).toBeNull();
    expect(within(form).getByRole<HTMLButtonElement>('button', { name: t('mc_kyc_send') }).disabled).toBe(true);
  });

  it('refuses a file over 10 MB in the browser, without a call, with the server’s text', async () => {
    const user = userEvent.setup();
    const requests = stubKycServer(status());
    renderPage();
    const form = await screen.findByRole('form', { name: t('mc_verify_identity') });
    const big = png('huge.png');
    Object.defineProperty(big, 'size', { value: KYC_FILE_MAX_BYTES + 1 });
    await user.upload(within(form).getByLabelText(t('mc_kyc_side_front')), big);
    const front = within(form).getByTestId('kyc-side-front');
    expect((await within(front).findByRole('alert')).textContent).toBe(t('err_document_too_large'));
    expect(within(form).getByLabelText(t('mc_kyc_side_front')).getAttribute('aria-invalid')).toBe('true');
    expect(posts(requests, UPLOAD)).toEqual([]);
  });

  it('shows the server’s refusal of a file it cannot read', async () => {
    const user = userEvent.setup();
    const requests = stubServer({ [STATUS]: status(), [UPLOAD]: new Refusal('INVALID_DOCUMENT', { field: 'file' }) });
    renderPage();
    const form = await screen.findByRole('form', { name: t('mc_verify_identity') });
    await user.upload(within(form).getByLabelText(t('mc_kyc_side_front')), png('front.png'));
    expect((await within(within(form).getByTestId('kyc-side-front')).findByRole('alert')).textContent).toBe(t('err_invalid_document'));
    expect(posts(requests, UPLOAD)).toHaveLength(1);
  });

  it('an approved member has nothing to do', async () => {
    stubKycServer(status({ status: 'approved', requiredFor: null, submission: submission({ documentType: 'passport', submittedAt: '2026-11-20T02:00:00.000Z' }) }));
    renderPage();
    const state = await screen.findByTestId('kyc-state');
    expect(within(state).getByText(t('mc_kyc_state_approved'))).toBeTruthy();
    expect(within(state).getByTestId('kyc-status').textContent).toBe(t('mc_kyc_status_approved'));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByTestId('kyc-why')).toBeNull();
  });
});

describe('the account page’s identity row', () => {
  beforeEach(() => sessionStorage.setItem('token', 'tok'));

  it('says the state in words and why, and opens Verify my identity', async () => {
    const user = userEvent.setup();
    stubKycServer(status({ requiredFor: 'withdrawal', rule: 'firstWithdrawal' }));
    const go = vi.fn();
    renderWithApp(<SecurityCenter token="tok" member={memberFixture()} go={go} params={{}} onChangePassword={vi.fn()} paymentPassword={null} bankCards={null} />);
    const row = await screen.findByTestId('kyc-row');
    expect(within(row).getByText(t('mc_kyc_title'))).toBeTruthy();
    expect((await within(row).findByTestId('kyc-status')).textContent).toBe(t('mc_kyc_status_none'));
    expect(within(row).getByText(t('mc_kyc_required_withdrawal'))).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: t('mc_verify_identity') }));
    expect(go).toHaveBeenCalledWith('verifyIdentity');
  });
});

describe('checkKycFile', () => {
  it('takes PNG, JPEG and PDF up to 10 MB, by type or by name when the browser states none', () => {
    expect(checkKycFile({ name: 'a.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(checkKycFile({ name: 'a.jpg', type: 'image/jpeg', size: KYC_FILE_MAX_BYTES })).toBeNull();
    expect(checkKycFile({ name: 'scan.PDF', type: '', size: 1000 })).toBeNull();
    expect(checkKycFile({ name: 'a.gif', type: 'image/gif', size: 1000 })?.messageKey).toBe('err_invalid_document');
    expect(checkKycFile({ name: 'a.png', type: 'image/png', size: 0 })?.messageKey).toBe('err_invalid_document');
    expect(checkKycFile({ name: 'a.png', type: 'image/png', size: KYC_FILE_MAX_BYTES + 1 })?.code).toBe('DOCUMENT_TOO_LARGE');
  });
});
