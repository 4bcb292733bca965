import { languageTag } from '@app/contract/language-tag';
import { formatMoney, groupDigits, type MoneyFormat } from '@app/contract/money';
import { offsetText, spanHolds, type ZoneOffsetSpan } from '@app/contract/zoned-time';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The styles left to Intl: they are not on a page's first screen. */
const dateStyles = {
  /** a time on a brand's clock past the offset span its boot answer gave (formatWhenWithZone): the zone named after it */
  dateTimeZone: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  /** a calendar month of a statement (UTC months, as the server sums them) */
  month: { month: 'short', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

function dateFormat(language: string, style: keyof typeof dateStyles, timeZone?: string) {
  const locale = languageTag(language);
  const id = `${locale}:${style}:${timeZone ?? ''}`;
  let format = dateFormats.get(id);
  if (!format) dateFormats.set(id, (format = new Intl.DateTimeFormat(locale, timeZone ? { ...dateStyles[style], timeZone } : dateStyles[style])));
  return format;
}

/** CLDR's short month names of the interface languages that name months (en, and fil for TY). */
const shortMonths = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fil: ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Set', 'Okt', 'Nob', 'Dis'],
} as const;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A wall-clock reading: the device's (local getters) or another zone's (an instant shifted by its offset, UTC getters). */
interface Wall {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}
const localWall = (at: Date): Wall => ({ year: at.getFullYear(), month: at.getMonth(), day: at.getDate(), hours: at.getHours(), minutes: at.getMinutes() });
const utcWall = (at: Date): Wall => ({ year: at.getUTCFullYear(), month: at.getUTCMonth(), day: at.getUTCDate(), hours: at.getUTCHours(), minutes: at.getUTCMinutes() });

/*
 * The everyday styles (medium date, short time) are written here in each language's Intl pattern, in the browser's
 * time zone: "Nov 24, 2026, 9:38 AM" (en, and fil with its month names), "09:38 24 thg 11, 2026" (vi, a 24-hour
 * clock before the date). By hand, because a page's first Intl object loads the browser's locale data: 30–70 ms,
 * four times that on a phone, in the middle of the load when an arrival notice or a record list shows a date. The
 * unit test holds them to Intl's own output.
 */
function dayOf(at: Wall, language: string) {
  const tag = languageTag(language);
  if (tag === 'vi') return `${at.day} thg ${at.month + 1}, ${at.year}`;
  return `${shortMonths[tag === 'fil' ? 'fil' : 'en'][at.month]} ${at.day}, ${at.year}`;
}
function clockOf(at: Wall, language: string) {
  if (languageTag(language) === 'vi') return `${twoDigits(at.hours)}:${twoDigits(at.minutes)}`;
  return `${at.hours % 12 || 12}:${twoDigits(at.minutes)} ${at.hours < 12 ? 'AM' : 'PM'}`;
}

/** A date (and time) in the interface language: "Nov 24, 2026, 9:38 AM" in EN, "Nob 24, 2026, 9:38 AM" in TY. */
export function formatWhen(ms: number, language: string, withTime = true) {
  const at = localWall(new Date(ms));
  if (!withTime) return dayOf(at, language);
  return languageTag(language) === 'vi' ? `${clockOf(at, language)} ${dayOf(at, language)}` : `${dayOf(at, language)}, ${clockOf(at, language)}`;
}

/** A brand's clock as the site's boot answer gives it: its zone, and the zone's offset over a span of time. */
export interface BrandClock {
  timeZone: string;
  zoneOffset: ZoneOffsetSpan;
}

/**
 * A date and time with its time zone, for times whose zone the player must know (draws, cut-offs): "Nov 24, 2026,
 * 6:15 PM GMT+7", "18:15 GMT+7 24 thg 11, 2026". On the brand's clock when given (a draw is at 18:15 Vietnam time
 * wherever the player is), else the device's. Written by hand from the zone's offset, as formatWhen is: the brand's
 * offset comes with the boot answer, the device's from the Date itself, and a first Intl object with a time zone cost
 * a slow phone 70-90 ms in the middle of the lottery page's first render. Outside the span the boot answer gave (a time
 * past the next daylight-saving change), Intl writes it. Zones Intl names by abbreviation (EST) get their offset here,
 * which reads the same in every language.
 */
export function formatWhenWithZone(ms: number, language: string, clock?: BrandClock) {
  let offset: number;
  if (!clock) offset = -new Date(ms).getTimezoneOffset();
  else if (spanHolds(clock.zoneOffset, ms)) offset = clock.zoneOffset.minutes;
  else return dateFormat(language, 'dateTimeZone', clock.timeZone).format(new Date(ms));
  const at = utcWall(new Date(ms + offset * 60_000));
  // as Intl's short zone names write most zones: GMT+7, GMT+5:30, GMT-3
  const zone = offsetText(offset, 'GMT');
  return languageTag(language) === 'vi' ? `${clockOf(at, language)} ${zone} ${dayOf(at, language)}` : `${dayOf(at, language)}, ${clockOf(at, language)} ${zone}`;
}

/** A statement's month (YYYY-MM, UTC) in the interface language: "Mar 2031". */
export const formatMonth = (month: string, language: string) => dateFormat(language, 'month').format(new Date(`${month}-01T00:00:00Z`));

/** The time of day only (chat messages of today), in the interface language's clock. */
export const formatClock = (ms: number, language: string) => clockOf(localWall(new Date(ms)), language);

const symbols = new Map<string, string>();

/**
 * The symbol of a currency the server names: a symbol (₱) or an ISO code (PHP); an ISO code becomes its narrow
 * symbol, an empty one the brand's.
 */
export function currencySymbolOf(currency: string, fallback: string): string {
  const code = currency.trim();
  if (!code) return fallback;
  if (!/^[A-Z]{3}$/.test(code)) return code;
  let symbol = symbols.get(code);
  if (symbol === undefined) {
    try {
      symbol = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? code;
    } catch {
      symbol = code;
    }
    symbols.set(code, symbol);
  }
  return symbol;
}

/**
 * The format of a currency the server names in an answer (a symbol or an ISO code): the brand's (`fallback`: its
 * decimals and the shown language's grouping) with that currency's symbol, the brand's when the server names none.
 */
export const moneyFormatIn = (currency: string, fallback: MoneyFormat): MoneyFormat => ({ ...fallback, symbol: currencySymbolOf(currency, fallback.symbol) });

/** Money in a currency the server names, written as the brand's: ₱1,000.00, 1.000.000 ₫. */
export const moneyIn = (currency: string, fallback: MoneyFormat) => {
  const format = moneyFormatIn(currency, fallback);
  return (minor: number) => formatMoney(minor, format);
};

/** A whole number with comma thousands (points, counts): 12,500. */
export const wholeNumber = (n: number) => groupDigits(Math.round(n));

/** Basis points as a percentage: 10000 -> "100%", 1250 -> "12.5%", 5 -> "0.05%". */
export const percentText = (bp: number) => `${Number((bp / 100).toFixed(2))}%`;
