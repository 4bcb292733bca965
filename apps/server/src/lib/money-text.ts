import { formatMoney, type MoneyFormat, minorToMajor } from '@app/contract/money';

/**
 * An amount as a headline or a title writes it: in the format's currency and language, a whole amount without its zero
 * fraction ("₱5,000", "$1", "100.000 ₫"); an amount with a fraction keeps it ("₱12.50").
 */
export function roundMoneyText(minor: number, format: MoneyFormat): string {
  const major = minorToMajor(minor, format.digits);
  return Number.isInteger(major) ? formatMoney(major, { ...format, digits: 0 }) : formatMoney(minor, format);
}
