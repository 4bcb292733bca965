import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteConfigContext } from '@/config/brand';
import { siteFixture } from '@/testing/fixtures';
import { Money } from './money';

describe('Money', () => {
  it("shows minor units with 2 decimals and comma thousands in the brand's currency", () => {
    render(
      <SiteConfigContext.Provider value={siteFixture()}>
        <Money value={123_456_789} />
        <Money value={-5} />
        <Money value={100_000} />
      </SiteConfigContext.Provider>,
    );
    expect(screen.getByText('₱1,234,567.89')).toBeTruthy();
    expect(screen.getByText('-₱0.05')).toBeTruthy();
    expect(screen.getByText('₱1,000.00')).toBeTruthy();
  });

  it("uses '$' when the brand has no currency symbol", () => {
    render(
      <SiteConfigContext.Provider value={siteFixture({ brand: { currencySymbol: '' } })}>
        <Money value={99_900} />
      </SiteConfigContext.Provider>,
    );
    expect(screen.getByText('$999.00')).toBeTruthy();
  });
});
