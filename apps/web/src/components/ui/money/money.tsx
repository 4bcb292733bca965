import { formatMoney } from '@app/contract/money';
import { useMoneyFormat } from '@/config/brand';

/**
 * An amount of money (integer minor units) in the brand's currency, as the shown language writes it: ₱1,000.00,
 * 1.000.000 ₫. `symbol` is a symbol an answer names for itself.
 */
export function Money({ value, symbol, className }: { value: number; symbol?: string; className?: string }) {
  const money = useMoneyFormat();
  return (
    <span className={className} data-money={value}>
      {formatMoney(value, symbol === undefined ? money : { ...money, symbol })}
    </span>
  );
}
