/**
 * A lobby position as typed: a whole number (a minus sign puts it in front), or empty for the platform's own order
 * (null); undefined when it is neither.
 */
export function sortOf(text: string): number | null | undefined {
  const clean = text.trim();
  if (clean === '') return null;
  return /^-?\d{1,7}$/.test(clean) ? Number(clean) : undefined;
}
