import { getDefaultNormalizer, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteConfigContext, type SiteConfig } from '@/config/brand';
import { siteFixture } from '@/testing/fixtures';
import { Money } from './money';

/** Sao Vàng: đồng without decimals, Vietnamese only. */
const saoVang = siteFixture({ brand: { currency: 'VND', currencyDigits: 0, currencySymbol: '₫', languages: ['vi'], defaultLanguage: 'vi' } });
/** The exact text, the no-break space included (the default matcher folds it into a space). */
const exactly = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const inBrand = (site: SiteConfig, ui: React.ReactNode) => render(<SiteConfigContext.Provider value={site}>{ui}</SiteConfigContext.Provider>);

describe('Money', () => {
  afterEach(async () => {
    await i18next.changeLanguage('EN');
  });

  it("shows minor units with 2 decimals and comma thousands in the brand's currency", () => {
    inBrand(
      siteFixture(),
      <>
        <Money value={123_456_789} />
        <Money value={-5} />
        <Money value={100_000} />
      </>,
    );
    expect(screen.getByText('₱1,234,567.89')).toBeTruthy();
    expect(screen.getByText('-₱0.05')).toBeTruthy();
    expect(screen.getByText('₱1,000.00')).toBeTruthy();
  });

  it("uses '$' when the brand has no currency symbol", () => {
    inBrand(siteFixture({ brand: { currencySymbol: '' } }), <Money value={99_900} />);
    expect(screen.getByText('$999.00')).toBeTruthy();
  });

  it('writes đồng as a Vietnamese reader does: whole, dot-grouped, the symbol after a no-break space', async () => {
    await i18next.changeLanguage('vi');
    inBrand(
      saoVang,
      <>
        <Money value={1_000_000} />
        <Money value={-2_500} />
      </>,
    );
    expect(screen.getByText('1.000.000\u00a0₫', exactly)).toBeTruthy();
    expect(screen.getByText('-2.500\u00a0₫', exactly)).toBeTruthy();
  });

  it("keeps the brand's decimals and grouping when an answer names its own symbol", async () => {
    await i18next.changeLanguage('vi');
    inBrand(saoVang, <Money value={1_000_000} symbol="VND" />);
    expect(screen.getByText('1.000.000\u00a0VND', exactly)).toBeTruthy();
  });
});
