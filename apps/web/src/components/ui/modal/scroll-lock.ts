/**
 * Page scroll lock shared by modals and the menu drawer: the first lock pins the page where it is,
 * the last unlock puts it back and scrolls to the same place.
 */
let locks = 0;
let saved: { top: string; position: string; width: string; overflow: string; scrollY: number } | null = null;

export function lockScroll() {
  locks += 1;
  if (locks > 1) return;
  const { style } = document.body;
  const scrollY = window.scrollY;
  saved = { top: style.top, position: style.position, width: style.width, overflow: style.overflow, scrollY };
  style.top = `-${scrollY}px`;
  style.position = 'fixed';
  style.width = '100%';
  style.overflow = 'hidden';
}

export function unlockScroll() {
  if (locks === 0) return;
  locks -= 1;
  if (locks > 0 || !saved) return;
  const { style } = document.body;
  style.top = saved.top;
  style.position = saved.position;
  style.width = saved.width;
  style.overflow = saved.overflow;
  window.scrollTo(0, saved.scrollY);
  saved = null;
}
