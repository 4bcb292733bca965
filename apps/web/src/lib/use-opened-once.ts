import { useState } from 'react';

/**
 * Whether a panel that opens and closes (a phone's drawer, a menu panel) has been open at least once. Its content is
 * drawn then and kept: closed before that, it would be drawn while the page loads for no one. Remembered, so it cannot
 * be derived from `open`; set during the render that opens it, so the content comes in that same render.
 */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
