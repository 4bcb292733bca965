import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { promotionFixture } from '../testing/promo-fixtures';
import { PromotionOffer } from './promotion-offer';

describe('a promotion in the arrival notice', () => {
  it('states its offer from the terms and opens its detail', async () => {
    const onOpen = vi.fn();
    const { location } = renderWithApp(<PromotionOffer promotion={promotionFixture()} onOpen={onOpen} />);
    const link = screen.getByTestId('promotion-offer-link');
    expect(link.textContent).toBe(
      'Welcome match100% match up to ₱1,000.00 on a first deposit of at least ₱100.00, 10× wagering of bonus plus deposit within 7 days, max bet ₱50.00 while wagering',
    );
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalled();
    expect(location()).toBe('/promoDetail?id=1');
  });
});
