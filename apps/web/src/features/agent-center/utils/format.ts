const formats = new Map<string, Intl.DateTimeFormat>();

/** A date (and time) in the interface language. */
export function formatWhen(ms: number, language: string, withTime = true) {
  const locale = language === 'EN' ? 'en' : 'fil';
  const id = `${locale}:${withTime}`;
  let format = formats.get(id);
  if (!format) formats.set(id, (format = new Intl.DateTimeFormat(locale, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' })));
  return format.format(new Date(ms));
}
