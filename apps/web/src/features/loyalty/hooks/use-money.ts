import { useCurrencySymbol } from '@/config/brand';
import { moneyIn } from '@/lib/format';

/** Money in the currency a loyalty answer names (the brand's symbol when it names none): ₱1,000.00. */
export function useMoney(currency = '') {
  return moneyIn(currency, useCurrencySymbol());
}
