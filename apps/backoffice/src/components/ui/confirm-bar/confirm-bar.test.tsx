import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorText, t } from '@/lib/texts';
import { renderWithApp } from '@/testing/render';
import { ConfirmBar, parseMajor } from './confirm-bar';

describe('parseMajor', () => {
  it('reads amounts in major units as integer minor units', () => {
    expect(parseMajor('150')).toBe(15000);
    expect(parseMajor('150.5')).toBe(15050);
    expect(parseMajor('1,500.05')).toBe(150005);
    expect(parseMajor('0')).toBe(0);
  });
  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1.234', '-5', '1e5']) expect(parseMajor(text)).toBeNull();
  });
});

describe('money errors by code', () => {
  it('says four-eyes and the adjustment limit in plain language', () => {
    expect(errorText('FOUR_EYES_REQUIRED', { firstApprovedBy: 'finance1' })).toBe('This needs a second operator: you gave the first approval.');
    expect(errorText('ADJUSTMENT_LIMIT', { limitMinor: 500000 })).toContain('5,000.00');
    expect(errorText('INVALID_STATE', { status: 'approved' })).toContain('approved');
  });
});

describe('ConfirmBar', () => {
  it('asks in words, focuses Confirm, and answers Confirm or Cancel', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithApp(<ConfirmBar text="Approve paying 100.00 to Juan?" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('alert').textContent).toContain('Approve paying 100.00 to Juan?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t('confirm') }));
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: t('cancel') }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
