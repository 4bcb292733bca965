/** The spec's pagination defaults (section 9): pages shown around the current one, and at each end. */
export const PAGE_RANGE = 3;
export const MARGIN_PAGES = 1;

export type PageItem = number | 'break';

/**
 * The page buttons to show (1-based), with 'break' for a gap: `margin` pages at each end, `range` pages around the
 * current one (the classic paginator's pageRangeDisplayed / marginPagesDisplayed). A gap that would hide a single
 * page shows that page instead.
 */
export function pageItems(current: number, total: number, range = PAGE_RANGE, margin = MARGIN_PAGES): PageItem[] {
  if (total <= 0) return [];
  const selected = Math.min(Math.max(current, 1), total) - 1;
  if (total <= range + 2 * margin) return Array.from({ length: total }, (_, i) => i + 1);
  let left = Math.floor(range / 2);
  let right = range - 1 - left;
  if (selected - left < 0) {
    right += left - selected;
    left = selected;
  } else if (selected + right > total - 1) {
    left += selected + right - (total - 1);
    right = total - 1 - selected;
  }
  const shown = new Set<number>();
  for (let i = 0; i < margin; i++) {
    shown.add(i);
    shown.add(total - 1 - i);
  }
  for (let i = selected - left; i <= selected + right; i++) shown.add(i);
  // a gap of exactly one page: show the page rather than '…'
  for (let i = 1; i < total - 1; i++) if (!shown.has(i) && shown.has(i - 1) && shown.has(i + 1)) shown.add(i);
  const items: PageItem[] = [];
  for (let i = 0; i < total; i++) {
    if (shown.has(i)) items.push(i + 1);
    else if (items.at(-1) !== 'break') items.push('break');
  }
  return items;
}
