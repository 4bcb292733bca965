import { useMoneyFormat } from '@/config/brand';
import { moneyIn } from '@/lib/format';

/**
 * Money in the currency a loyalty answer names (the brand's symbol when it names none), with the brand's decimals and
 * the shown language's grouping: ₱1,000.00, 1.000.000 ₫.
 */
export function useMoney(currency = '') {
  return moneyIn(currency, useMoneyFormat());
}
