import { useSyncExternalStore } from 'react';

export type ToastTone = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

/** How long a toast stays (long enough to read a reference number). */
export const TOAST_MS = 5000;

let list: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const commit = (next: readonly Toast[]) => {
  list = next;
  listeners.forEach((l) => l());
};

/** Short notices over every screen (a claim paid, a redemption sent): any part of the app shows one by its words. */
export const toasts = {
  show(message: string, tone: ToastTone = 'success') {
    const id = nextId++;
    // the newest three: a burst of claims does not cover the screen
    commit([...list.slice(-2), { id, message, tone }]);
    setTimeout(() => toasts.dismiss(id), TOAST_MS);
    return id;
  },
  dismiss(id: number) {
    if (list.some((t) => t.id === id)) commit(list.filter((t) => t.id !== id));
  },
  /** for tests */
  reset() {
    commit([]);
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToasts = () =>
  useSyncExternalStore(
    subscribe,
    () => list,
    () => list,
  );
