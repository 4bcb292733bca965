import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorText, t } from '@/lib/texts';
import { renderWithApp } from '@/testing/render';
import { ConfirmBar } from './confirm-bar';

describe('money errors by code', () => {
  it('says four-eyes and the adjustment limit in plain language', () => {
    expect(errorText('FOUR_EYES_REQUIRED', { firstApprovedBy: 'finance1' })).toBe('This needs a second operator: you gave the first approval.');
    expect(errorText('ADJUSTMENT_LIMIT', { limitMinor: 500000 })).toContain('5,000.00');
    expect(errorText('ADJUSTMENT_LIMIT', { limitMinor: 500000 }, { symbol: '₫', digits: 0 })).toContain('₫500,000');
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
