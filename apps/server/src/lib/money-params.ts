import { minorToMajor } from '@app/contract/money';

/**
 * An amount as a stored message's parameter (inbox, push): the major unit with the currency's decimal places
 * ("250.00", "100000"), without symbol or grouping, as the messages have always stored it: the message is worded
 * later, in whichever language its reader has then.
 */
export const amountParam = (minor: number, digits: number) => minorToMajor(minor, digits).toFixed(digits);
