import type { PackLanguage } from '@/lib/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();
/** Date and time of an announcement in the interface language. */
export function formatDateTime(timestamp: number, language: PackLanguage) {
  const locale = language === 'EN' ? 'en' : 'fil';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(locale, format);
  }
  return format.format(new Date(timestamp));
}
