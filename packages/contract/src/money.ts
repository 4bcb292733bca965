/** Money is integer minor units (cents) everywhere except on screen. */
export function formatMoney(minorUnits: number, symbol = '$'): string {
  const negative = minorUnits < 0;
  const abs = Math.abs(Math.trunc(minorUnits));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${symbol}${whole}.${cents}`;
}
