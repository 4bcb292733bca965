import { type AmountProblem, decimalString, parseAmountMinor } from '@app/contract/money';

export { amountInputMode } from '@app/contract/money';

/**
 * An amount field's text as the spec writes a decimal (digits and one dot), for parseAmountMinor. A currency
 * without decimals (the đồng) has no decimal mark, so a dot, a comma or a space can only group thousands: a player
 * writing "100.000" in vi means a hundred thousand, not a hundred. With decimals the dot is the mark (the field's
 * own text and the calls write it so) and a comma or a space groups: "1,234.50".
 */
export function amountInputDecimal(text: string, digits: number): string {
  const trimmed = text.trim();
  // a dot typed last is a decimal on its way ("12." while typing "12.5"): the amount so far is 12
  return digits === 0 ? trimmed.replace(/[.,\s]/g, '') : trimmed.replace(/[,\s]/g, '').replace(/\.$/, '');
}

/** An amount the player typed in minor units of a currency with `digits` decimals, or why it is not one. */
export function parseAmountInput(text: string, digits: number): { minor: number } | { problem: AmountProblem } {
  return parseAmountMinor(amountInputDecimal(text, digits), digits);
}

/**
 * Minor units as an amount field's text and as the calls' decimal amount, in the major unit without grouping (the
 * field parses it back): 123450 -> "1234.50" with 2 decimals, 1000000 -> "1000000" đồng. Never negative.
 */
export const amountInputText = (minor: number, digits: number) => decimalString(Math.max(0, Math.trunc(minor)), digits);
