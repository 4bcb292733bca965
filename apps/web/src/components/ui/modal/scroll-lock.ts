/**
 * Page scroll lock shared by modals and the menu drawer: the first lock stops the page scrolling where it is, the
 * last unlock lets it scroll again. It hides the root's overflow rather than pinning the body with `position: fixed`:
 * that needed the scroll offset read first (a forced layout of a page that has just changed) and then laid the whole
 * page out again, a long task when a dialog opens while the page is still loading. The page keeps its offset, so
 * nothing has to be put back.
 */
let locks = 0;
let savedOverflow = '';

export function lockScroll() {
  locks += 1;
  if (locks > 1) return;
  const { style } = document.documentElement;
  savedOverflow = style.overflow;
  style.overflow = 'hidden';
}

export function unlockScroll() {
  if (locks === 0) return;
  locks -= 1;
  if (locks > 0) return;
  document.documentElement.style.overflow = savedOverflow;
}
