import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { NARROW_SCREEN } from '@/lib/use-media-query';
import { Icon } from '../icon';
import { modals, useModalEntry, useModalLayer } from './modal-store';
import { lockScroll, unlockScroll } from './scroll-lock';
import styles from './modal.module.css';

export interface ModalProps {
  /** the name `modals.open(name)` uses */
  name: string;
  title?: ReactNode;
  /** accessible name when there is no visible title */
  label?: string;
  showClose?: boolean;
  /** where the close button sits: in the title bar corner, or just outside the panel */
  closePos?: 'inside' | 'outside';
  /** dim the page behind the modal */
  hasBg?: boolean;
  /** a white close icon, for modals with a dark or image header */
  whiteClose?: boolean;
  /** panel size; the default minimum is 200x200 */
  width?: number | string;
  height?: number | string;
  className?: string;
  onClose?: () => void;
  children: ReactNode | ((props: Record<string, unknown>) => ReactNode);
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Wider than this, a modal is large: a full-screen sheet on phones; up to it, a bottom sheet as tall as its content. */
const LARGE_MODAL_WIDTH = 560;

function focusables(root: HTMLElement) {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]'));
}

/**
 * A named modal. Opens 100 ms after `modals.open(name)`, fades in and out, closes on Escape and on a click
 * outside, can be dragged by its title bar, locks page scroll (restored on close), traps focus and gives it back
 * to the opener. On phones a small dialog (up to 560 px: a confirmation, a form) rises from the bottom as a sheet as
 * tall as its content; a large one (the member centre, the announcements) fills the screen.
 */
export function Modal({
  name,
  title,
  label,
  showClose = true,
  closePos = 'inside',
  hasBg = true,
  whiteClose = false,
  width,
  height,
  className,
  onClose,
  children,
}: ModalProps) {
  const entry = useModalEntry(name);
  const visible = entry?.phase === 'open' || entry?.phase === 'closing';
  return visible ? (
    <ModalPanel
      name={name}
      closing={entry.phase === 'closing'}
      title={title}
      label={label}
      showClose={showClose}
      closePos={closePos}
      hasBg={hasBg}
      whiteClose={whiteClose}
      width={width}
      height={height}
      className={className}
      onClose={onClose}
    >
      {typeof children === 'function' ? children(entry.props) : children}
    </ModalPanel>
  ) : null;
}

/** Keeps Tab and Shift+Tab inside the panel: past the last focusable back to the first, and the other way round. */
function trapTab(event: KeyboardEvent<HTMLDivElement>, panel: HTMLDivElement | null) {
  if (event.key !== 'Tab' || !panel) return;
  const items = focusables(panel);
  if (items.length === 0) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The panel's offset as its title bar is dragged (not on narrow screens, where it is a sheet, nor from a button). */
function useDragOffset() {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; startX: number; startY: number } | null>(null);

  const startDrag = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    if (typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN).matches) return;
    drag.current = { x: offset.x, y: offset.y, startX: event.clientX, startY: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const moveDrag = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    setOffset({ x: d.x + event.clientX - d.startX, y: d.y + event.clientY - d.startY });
  };
  const endDrag = () => {
    drag.current = null;
  };
  return { offset, startDrag, moveDrag, endDrag };
}

function ModalPanel({
  name,
  closing,
  title,
  label,
  showClose,
  closePos,
  hasBg,
  whiteClose,
  width,
  height,
  className,
  onClose,
  children,
}: Omit<ModalProps, 'children'> & { closing: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const { offset, startDrag, moveDrag, endDrag } = useDragOffset();
  const layer = useModalLayer(name);

  const close = () => {
    modals.close(name);
    onClose?.();
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    lockScroll();
    // focus in the next frame: focusing lays the page out, and done here it would add the new dialog's style and
    // layout to the task that committed it (one long task when a notice opens while the page is still loading)
    const focusFrame = requestAnimationFrame(() => {
      const root = panel.current;
      // a field already chosen inside the dialog keeps the focus
      if (root && !root.contains(document.activeElement)) (focusables(root).find((el) => !el.dataset.modalClose) ?? root).focus({ preventScroll: true });
    });
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || modals.top() !== name) return;
      event.preventDefault();
      closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(focusFrame);
      document.removeEventListener('keydown', onKey);
      unlockScroll();
    };
  }, [name]);

  const large = width === undefined ? false : typeof width === 'number' ? width > LARGE_MODAL_WIDTH : true;
  const style: CSSProperties = {
    width,
    height,
    translate: offset.x || offset.y ? `${offset.x}px ${offset.y}px` : undefined,
  };

  const closeButton = showClose ? (
    <button
      type="button"
      className={[styles.close, closePos === 'outside' ? styles.closeOutside : '', whiteClose ? styles.closeWhite : ''].join(' ')}
      aria-label={t('in_close')}
      data-modal-close="true"
      onClick={close}
    >
      <Icon name="close" size={18} />
    </button>
  ) : null;

  return createPortal(
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a click on the backdrop closes; the keyboard closes with Escape (document listener)
    <div
      className={styles.backdrop}
      data-state={closing ? 'closing' : 'open'}
      data-bg={hasBg ? 'true' : 'false'}
      style={{ '--layer': Math.max(layer, 0) } as CSSProperties}
      onPointerDown={(e) => {
        pressedOnBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget && pressedOnBackdrop.current) close();
        pressedOnBackdrop.current = false;
      }}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog keeps Tab inside itself (focus trap) */}
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        tabIndex={-1}
        className={[styles.panel, className].filter(Boolean).join(' ')}
        style={style}
        data-size={large ? 'large' : 'small'}
        onKeyDown={(event) => trapTab(event, panel.current)}
        data-modal={name}
      >
        {title ? (
          <div
            className={styles.titleBar}
            onPointerDown={startDrag}
            onPointerMove={moveDrag}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          >
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {closePos === 'inside' && closeButton}
          </div>
        ) : (
          closePos === 'inside' && closeButton
        )}
        {closePos === 'outside' && closeButton}
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
