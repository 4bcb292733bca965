import { formatMoney } from '@app/contract/money';
import { useCurrencySymbol } from '@/config/brand';

/** An amount of money (integer minor units) in the brand's currency: 2 decimals, comma thousands. */
export function Money({ value, symbol, className }: { value: number; symbol?: string; className?: string }) {
  const brandSymbol = useCurrencySymbol();
  return (
    <span className={className} data-money={value}>
      {formatMoney(value, symbol ?? brandSymbol)}
    </span>
  );
}
