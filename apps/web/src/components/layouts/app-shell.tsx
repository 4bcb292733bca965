import { useEffect, useRef, type ReactNode } from 'react';
import { lockScroll, unlockScroll } from '../ui/modal/scroll-lock';
import { modals } from '../ui/modal/modal-store';
import { useOpenedOnce } from '@/lib/use-opened-once';
import styles from './app-shell.module.css';

export type MenuMode = 'full' | 'mini';

/**
 * The frame of every screen that has one: header on top, the left menu beside the content (a drawer on narrow
 * screens), banner above the page, footer below, the floating widget at the right edge. Slots left out are not drawn.
 * The widget never covers the page: on wide screens the page keeps a gutter on the right for it; on phones it docks
 * in the page's flow, after the content and before the footer.
 */
export function AppShell({
  header,
  menu,
  menuMode = 'full',
  narrow = false,
  drawerOpen = false,
  onDrawerClose,
  menuLabel,
  banner,
  footer,
  floating,
  children,
}: {
  header?: ReactNode;
  menu?: ReactNode;
  menuMode?: MenuMode;
  narrow?: boolean;
  drawerOpen?: boolean;
  onDrawerClose?: () => void;
  menuLabel?: string;
  banner?: ReactNode;
  footer?: ReactNode;
  floating?: ReactNode;
  children: ReactNode;
}) {
  const drawer = narrow && !!menu;
  // a phone's drawer draws its links the first time it opens, and keeps them: closed, they were a fifth to a third of
  // the elements of a phone's first screen (/rng's open slots group: 225), drawn while the page loads for no one
  const drawerDrawn = useOpenedOnce(drawerOpen);
  const aside = useRef<HTMLElement>(null);
  const closeRef = useRef(onDrawerClose);
  closeRef.current = onDrawerClose;

  useEffect(() => {
    if (!drawer || !drawerOpen) return;
    lockScroll();
    const opener = document.activeElement as HTMLElement | null;
    aside.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented && !modals.top()) closeRef.current?.();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      unlockScroll();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [drawer, drawerOpen]);

  return (
    <div className={styles.shell} data-menu={menu ? menuMode : 'none'} data-narrow={narrow ? 'true' : 'false'} data-floating={floating ? 'true' : undefined}>
      {header && <div className={styles.header}>{header}</div>}
      <div className={styles.body}>
        {menu && (
          <>
            <aside
              ref={aside}
              className={styles.menu}
              data-open={drawer ? (drawerOpen ? 'true' : 'false') : undefined}
              aria-label={menuLabel}
              inert={drawer && !drawerOpen}
            >
              {drawer && !drawerDrawn ? null : menu}
            </aside>
            {drawer && drawerOpen && <div className={styles.scrim} onClick={onDrawerClose} aria-hidden="true" />}
          </>
        )}
        <div className={styles.main}>
          {banner}
          <main className={styles.content} id="main">
            {children}
          </main>
          {floating}
          {footer}
        </div>
      </div>
    </div>
  );
}
