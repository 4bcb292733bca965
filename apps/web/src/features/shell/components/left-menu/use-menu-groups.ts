import { GAME_CATEGORY_ROUTES } from '@app/contract/constants';
import { useState } from 'react';
import type { GroupProps } from './menu-group';

/**
 * Which menu groups are open: in the full menu any number, toggled (the category of the screen the visitor is on
 * starts open); in the mini menu one flyout at a time, opened by a click, hover or focus.
 */
export function useMenuGroups(mini: boolean, pathname: string) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(GAME_CATEGORY_ROUTES.filter((c) => c.route === pathname).map((c) => c.gameType)),
  );
  const [flyout, setFlyout] = useState<string | null>(null);

  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const groupState = (id: string): GroupProps => ({
    open: mini ? flyout === id : expanded.has(id),
    mini,
    onToggle: () => (mini ? setFlyout((f) => (f === id ? null : id)) : toggle(id)),
    onHover: (on: boolean) => mini && setFlyout(on ? id : null),
  });
  return { groupState, closeFlyout: () => setFlyout(null) };
}
