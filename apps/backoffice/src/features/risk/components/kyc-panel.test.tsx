import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/lib/texts';
import { stubFetch } from '@/testing/envelope';
import { renderWithApp } from '@/testing/render';
import type { KycSubmission } from '../api/kyc';
import { KycPanel } from './kyc-panel';
import { KycReview } from './kyc-review';

const submission: KycSubmission = {
  id: 5,
  brandId: 'demo',
  memberId: 42,
  username: 'ann1',
  payeeName: 'Ann Lee',
  dateOfBirth: '1990-04-02',
  documentType: 'national_id',
  status: 'pending',
  files: [
    { side: 'front', contentType: 'image/webp', bytes: 180_000 },
    { side: 'back', contentType: 'image/webp', bytes: 170_000 },
    { side: 'selfie', contentType: 'application/pdf', bytes: 2_400_000 },
  ],
  submittedAt: '2026-11-24T09:38:05.000Z',
  reviewedAt: null,
  reviewedBy: null,
  rejectReason: null,
  resend: [],
};
const front = { side: 'front', contentType: 'image/webp', dataUrl: 'data:image/webp;base64,UklGRiQAAABXRUJQ' };
const bodyOf = (fetch: ReturnType<typeof stubFetch>, i: number) => JSON.parse(String(fetch.mock.calls[i]![1]!.body)) as Record<string, unknown>;
const urlOf = (fetch: ReturnType<typeof stubFetch>, i: number) => String(fetch.mock.calls[i]![0]);

describe('KycReview', () => {
  it('sends no rejection without a reason or without a file to send again, and says what is missing', async () => {
    const fetch = stubFetch({ value: { ...submission, status: 'rejected', reviewedBy: 'risk1', rejectReason: 'Blurred', resend: ['front'] } });
    const onDone = vi.fn();
    renderWithApp(<KycReview submission={submission} onDone={onDone} />);
    const reject = screen.getByRole('button', { name: t('kyc_reject') });
    await userEvent.click(reject);
    expect(await screen.findByText(t('kyc_reason_required'))).toBeTruthy();
    expect(screen.getByText(t('kyc_resend_required'))).toBeTruthy();
    expect(screen.getByLabelText(t('kyc_reason')).getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(screen.getByLabelText(t('kyc_reason')), 'The front is blurred');
    await userEvent.click(reject);
    expect(screen.queryByText(t('kyc_reason_required'))).toBeNull();
    expect(screen.getByText(t('kyc_resend_required'))).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    // a passport has no back: a national identity card offers all three
    const group = within(screen.getByRole('group', { name: t('kyc_resend') }));
    expect(group.getAllByRole('checkbox')).toHaveLength(3);
    await userEvent.click(group.getByLabelText('Selfie'));
    await userEvent.click(group.getByLabelText('Front'));
    await userEvent.click(reject);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(t('kyc_rejected', { username: 'ann1', sides: 'front, selfie' })));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(bodyOf(fetch, 0)).toEqual({ id: 5, decision: 'reject', reason: 'The front is blurred', resend: ['front', 'selfie'] });
  });

  it('approves with the submission’s id only', async () => {
    const fetch = stubFetch({ value: { ...submission, status: 'approved', reviewedBy: 'risk1' } });
    const onDone = vi.fn();
    renderWithApp(<KycReview submission={submission} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: t('kyc_approve') }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(t('kyc_approved', { username: 'ann1' })));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(urlOf(fetch, 0)).toMatch(/\/kyc\/decide$/);
    expect(bodyOf(fetch, 0)).toEqual({ id: 5, decision: 'approve' });
  });

  it('loads a file only when asked: Show front reads it once and shows the picture', async () => {
    const fetch = stubFetch({ value: front });
    renderWithApp(<KycReview submission={submission} onDone={vi.fn()} />);
    // the profile beside the files; nothing read yet (every read is audited)
    expect(screen.getByText('Ann Lee')).toBeTruthy();
    expect(screen.getByText('1990-04-02')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: t('kyc_show', { side: 'front' }) }));
    const picture = (await screen.findByRole('img', { name: t('kyc_document_alt', { side: 'Front', username: 'ann1' }) })) as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe(front.dataUrl);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(urlOf(fetch, 0)).toMatch(/\/kyc\/document\?id=5&side=front$/);
    expect(screen.queryByRole('button', { name: t('kyc_show', { side: 'front' }) })).toBeNull();
    // the other files are still not read
    expect(screen.getByRole('button', { name: t('kyc_show', { side: 'back' }) })).toBeTruthy();
  });

  it('offers a PDF as a link', async () => {
    stubFetch({ value: { side: 'selfie', contentType: 'application/pdf', dataUrl: 'data:application/pdf;base64,JVBERi0x' } });
    renderWithApp(<KycReview submission={submission} onDone={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: t('kyc_show', { side: 'selfie' }) }));
    const link = await screen.findByRole('link', { name: t('kyc_open_pdf') });
    expect(link.getAttribute('href')).toBe('data:application/pdf;base64,JVBERi0x');
  });
});

describe('KycPanel', () => {
  beforeEach(() => {
    // jsdom has no modal dialogs: opening one shows it, closing hides it
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
      close(this: HTMLDialogElement) {
        this.removeAttribute('open');
      },
    });
  });
  afterEach(() => {
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
  });

  /** Answers each call by its path: the queue (pending, then empty once decided), a document, the settings, the decision. */
  function stubServer() {
    let decided = false;
    const answer = (url: string) => {
      if (url.includes('/kyc/document')) return front;
      if (url.includes('/kyc/settings')) return { brandId: 'demo', enforcement: 'pack', rule: 'firstDeposit', depositThresholdMinor: 100_000, packId: 'standard' };
      if (url.includes('/kyc/decide')) {
        decided = true;
        return { ...submission, status: 'approved', reviewedBy: 'risk1' };
      }
      return { list: decided ? [] : [submission], total: decided ? 0 : 1, pageNo: 1, pageSize: 20 };
    };
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ success: true, code: 'OK', message: '', value: answer(url) }), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('lists the pending checks, reviews one in a dialog and says it is approved', async () => {
    const fetch = stubServer();
    renderWithApp(<KycPanel brandId="demo" enforcementBrand={{ id: 'demo', name: 'Demo' }} canSetEnforcement={false} />);
    const table = await screen.findByRole('table', { name: t('kyc_title') });
    const row = within(table).getByRole('row', { name: /ann1/ });
    expect(row.textContent).toContain('Front, back, selfie');
    expect(row.textContent).toContain(t('kyc_doc.national_id'));
    expect(within(row).getByRole('link', { name: 'ann1' }).getAttribute('href')).toBe('/players/42');
    expect(fetch.mock.calls.some(([url]) => url.includes('/kyc?') && url.includes('status=pending') && url.includes('brandId=demo'))).toBe(true);
    // the enforcement, read only without settings.write
    expect(await screen.findByText('Verification: follows the standard pack: before the first deposit and once deposits pass 1,000.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('kyc_switch_off') })).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: t('kyc_review_label', { username: 'ann1' }) }));
    const dialog = await screen.findByRole('dialog', { name: t('kyc_review_label', { username: 'ann1' }) });
    // opening the review reads no document: every read is audited
    const documentReads = () => fetch.mock.calls.filter(([url]) => url.includes('/kyc/document')).length;
    expect(documentReads()).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: t('kyc_show', { side: 'front' }) }));
    expect(await within(dialog).findByRole('img', { name: t('kyc_document_alt', { side: 'Front', username: 'ann1' }) })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: t('kyc_approve') }));
    expect(await screen.findByText(t('kyc_approved', { username: 'ann1' }))).toBeTruthy();
    expect(await screen.findByText(t('kyc_empty'))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // the decision read the queue again, not the document
    expect(documentReads()).toBe(1);
  });

  it('switches the brand’s enforcement off after a confirmation, with settings.write', async () => {
    const fetch = stubServer();
    renderWithApp(<KycPanel brandId="" enforcementBrand={{ id: 'demo', name: 'Demo' }} canSetEnforcement />);
    await userEvent.click(await screen.findByRole('button', { name: t('kyc_switch_off') }));
    expect(screen.getByText(t('kyc_switch_off_confirm', { brand: 'Demo' }))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t('confirm') }));
    expect(await screen.findByText(t('kyc_switched_off', { brand: 'Demo' }))).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post![1]!.body))).toEqual({ brandId: 'demo', enforcement: 'off' });
  });
});
