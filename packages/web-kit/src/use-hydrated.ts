import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False on the server and while the page hydrates its server-rendered HTML, true from the render after: what exists
 * only in a browser (a portal into document.body, a member's own figures) renders from then on, and what must not
 * act before React listens (the back office's sign-in button) is enabled then.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
