import { useEffect, type RefObject } from 'react';

/**
 * Puts the caret in a form's first text field when a modal opens on a desktop (the modal itself focuses its first
 * control, a tab); phones keep the focus where the modal put it, so the keyboard does not cover the sheet at once.
 */
export function useFocusFirstField(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || !window.matchMedia('(pointer: fine)').matches) return;
    // after the modal's own focus (its effect runs after this one)
    const timer = setTimeout(() => root.current?.querySelector<HTMLInputElement>('input:not([type="checkbox"]):not([type="radio"]):not([hidden])')?.focus());
    return () => clearTimeout(timer);
  }, [root]);
}
