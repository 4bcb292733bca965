import { type Language, type LocalizedText, textIn } from '@app/contract/brand';

/** The back office's own language: a text written per language shows in it where it has one. */
export const OPERATOR_LANGUAGE: Language = 'EN';

/** A text operators read: in the back office's language where written, else a language it has, else `fallback`. */
export const operatorText = (text: LocalizedText, fallback: string) => textIn(text, OPERATOR_LANGUAGE) || fallback;

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment in the browser's time zone, to the second, sortable as text: "2026-11-24 09:38:05". */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

/** A yyyy-mm-dd date field as the first (or, with endOfDay, the last) millisecond of that day in the browser's zone. */
export function dayToMs(day: string, endOfDay = false): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const start = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return endOfDay ? start.getTime() + 86_400_000 - 1 : start.getTime();
}

/** A datetime-local input's value for a time, in the operator's own time zone ("2026-11-24T09:38"). */
export function localInput(date: Date) {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}
