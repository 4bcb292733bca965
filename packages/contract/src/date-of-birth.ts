/*
 * Dates of birth and the age rule's arithmetic, shared by registration's form and the server. No zod here: the
 * register screen checks a date while it loads.
 */

/** A calendar date typed by the player: YYYY-MM-DD, a real day, from 1900 on. */
export function isDateOfBirth(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Whole years between a date of birth and a day (both YYYY-MM-DD): a player born on 29 February turns a year older
 * on 1 March in common years. Exactly the minimum age on the birthday itself.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Today's date (YYYY-MM-DD) in UTC, the day the server judges ages by. */
export const utcDay = (at: Date = new Date()) => at.toISOString().slice(0, 10);
