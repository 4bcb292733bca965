/**
 * Inbox messages are stored as a key and parameters and written in the reader's language when read (issue 33): a
 * name an operator wrote per language (a promotion's title, a mall item's, a tier's) shows in the reader's language,
 * on a brand that speaks only Vietnamese too; the identity files to send again are named in that language.
 */
import { describe, expect, it } from 'vitest';
import { namedParams, renderMessage } from '../src/modules/inbox/message-texts';

describe('an inbox message read in the reader’s language', () => {
  it('names a Vietnamese-only item in Vietnamese, and a bilingual one in the reader’s language', () => {
    const vietnamese = renderMessage('points_redemption_rejected', { referenceNo: 'R1', ...namedParams('name', { vi: 'Phiếu quà tặng' }), points: '500', remark: '' }, 'vi');
    expect(vietnamese?.content).toContain('"Phiếu quà tặng"');
    const bilingual = { ...namedParams('title', { EN: 'Weekend reload', TY: 'Reload sa weekend' }), amount: '200.00' };
    expect(renderMessage('application_approved', bilingual, 'TY')?.content).toContain('"Reload sa weekend"');
    expect(renderMessage('application_approved', bilingual, 'EN')?.content).toContain('"Weekend reload"');
    // a language the name was not written in: the one it has, never a blank
    expect(renderMessage('application_approved', bilingual, 'vi')?.content).toContain('"Weekend reload"');
  });

  it('reads messages stored before brands had any language (tierEN, tierTY)', () => {
    const stored = { tierEN: 'Gold', tierTY: 'Ginto', level: '4', remark: '' };
    expect(renderMessage('vip_operator', stored, 'TY')?.content).toBe('Ang iyong VIP tier ay Ginto na ngayon.');
    expect(renderMessage('vip_operator', stored, 'vi')?.content).toBe('Cấp VIP của bạn hiện là Gold.');
  });

  it('names the identity files to send again in the reader’s language', () => {
    const params = { reason: 'Ảnh bị mờ', resend: 'front, selfie' };
    expect(renderMessage('kyc_rejected', params, 'vi')?.content).toContain('Vui lòng gửi lại: mặt trước, ảnh chân dung.');
    expect(renderMessage('kyc_rejected', params, 'TY')?.content).toContain('Paki-padala muli: harapan, selfie na hawak ang dokumento.');
  });

  it('gives a time-out’s end with the zone it was written in, and UTC for one stored without', () => {
    expect(renderMessage('rg_time_out_by_operator', { until: '2031-03-17 18:00', zone: 'UTC+7', days: '7' }, 'vi')?.content).toContain('đến 2031-03-17 18:00 (UTC+7)');
    expect(renderMessage('rg_time_out_by_operator', { until: '2031-03-17 11:00', days: '7' }, 'EN')?.content).toContain('until 2031-03-17 11:00 (UTC)');
  });
});
