import { z } from 'zod';
import { isDateOfBirth } from './date-of-birth';
import { decimalString } from './money';

/*
 * The player's own activity (issue 17): reality checks, slot pacing, the age rule of registration and the monthly
 * activity statement. The numbers come from the brand's jurisdiction pack (responsible-gaming-pack.ts).
 */

const minor = z.number().int();
const major = z.number();

/** A calendar date typed by the player: YYYY-MM-DD, a real day. */
export const dateOfBirthSchema = z.string().trim().refine(isDateOfBirth, 'in_date_of_birth_invalid');

export const realityCheckRangeSchema = z.object({ minMinutes: z.number().int(), maxMinutes: z.number().int(), defaultMinutes: z.number().int() });
export type RealityCheckRange = z.infer<typeof realityCheckRangeSchema>;

/** What the client needs of the brand's pack for these tools (a visitor call: registration reads the age rule). */
export const playerActivityRulesValueSchema = z.object({
  /** null: the pack has no reality checks */
  realityCheck: realityCheckRangeSchema.nullable(),
  age: z.object({ minimum: z.number().int(), requireDateOfBirth: z.boolean() }),
  pacing: z.object({ minSpinMs: z.number().int().nullable(), autoplay: z.boolean() }),
  /** show the responsible-gaming page right after registering */
  pageAfterRegistration: z.boolean(),
});
export type PlayerActivityRules = z.infer<typeof playerActivityRulesValueSchema>;

/** The current play session and its reality check. */
export const realityCheckStateSchema = z.object({
  /** the pack's range; null: reality checks are off for this brand (then due is always false) */
  range: realityCheckRangeSchema.nullable(),
  /** the player's chosen interval, or the pack's default */
  intervalMinutes: z.number().int().nullable(),
  sessionStartedAt: z.number(),
  playedSeconds: z.number().int(),
  /** wins minus stakes of the bets placed this session */
  netPosition: major,
  netPositionMinor: minor,
  /** when the next check is due (ms); null when reality checks are off */
  nextCheckAt: z.number().nullable(),
  /** a check is due and unanswered: in-house rounds and lottery bets are refused (REALITY_CHECK_DUE) */
  due: z.boolean(),
  serverTime: z.number(),
});
export type RealityCheckState = z.infer<typeof realityCheckStateSchema>;

export const realityCheckSettingsBodySchema = z.object({ intervalMinutes: z.number().int().min(1).max(24 * 60) });

/** One month of the activity statement; money in minor units and as the decimal strings of the CSV. */
export const statementMonthSchema = z.object({
  /** YYYY-MM (UTC) */
  month: z.string(),
  depositsMinor: minor,
  withdrawalsMinor: minor,
  /** wins minus stakes of the bets placed in the month */
  netPositionMinor: minor,
  stakesMinor: minor,
  winsMinor: minor,
  playedSeconds: z.number().int(),
});
export type StatementMonth = z.infer<typeof statementMonthSchema>;

export const activityStatementValueSchema = z.object({
  currencySymbol: z.string(),
  /** the last 12 months, newest first, months without activity included (zeros) */
  months: z.array(statementMonthSchema),
  /** the same table as RFC 4180 CSV (CRLF line ends, header row), for the download */
  csv: z.string(),
});
export type ActivityStatement = z.infer<typeof activityStatementValueSchema>;

/** One CSV field by RFC 4180: quoted when it holds a comma, a quote or a line break; quotes doubled. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const statementCsvHeader = ['month', 'currency', 'deposits', 'withdrawals', 'stakes', 'wins', 'net_position', 'time_played_minutes'];

/** The statement as CSV: a header row, one row per month, CRLF after every row; amounts with the currency's `digits`. */
export function statementCsv(months: StatementMonth[], currencySymbol: string, digits: number): string {
  const rows = months.map((m) => [
    m.month,
    currencySymbol,
    decimalString(m.depositsMinor, digits),
    decimalString(m.withdrawalsMinor, digits),
    decimalString(m.stakesMinor, digits),
    decimalString(m.winsMinor, digits),
    decimalString(m.netPositionMinor, digits),
    Math.round(m.playedSeconds / 60),
  ]);
  return [statementCsvHeader, ...rows].map((row) => row.map(csvField).join(',') + '\r\n').join('');
}
