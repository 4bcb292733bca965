import { createContext, use, useEffect, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

const NavigationPendingContext = createContext(false);

/** True while a navigation's next screen is still loading (its code chunk): the old screen stays until it is ready. */
export const useNavigationPending = () => use(NavigationPendingContext);

/**
 * React Router's BrowserRouter (declarative mode: the data router's code is 17 kB gzip the first screen does not
 * need), with the navigation's transition made visible: each history change renders in a transition of our own, so
 * a screen whose chunk has not arrived keeps the old one on screen while `useNavigationPending` is true.
 */
export function AppBrowserRouter({ children, onNavigated }: { children: ReactNode; onNavigated?: (pathname: string) => void }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))), [history]);
  const { pathname } = state.location;
  useEffect(() => {
    if (!pending) onNavigated?.(pathname);
  }, [pathname, pending, onNavigated]);
  return (
    <NavigationPendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
