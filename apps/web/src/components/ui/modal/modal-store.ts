import { MODAL_OPEN_DELAY_MS } from '@app/contract/constants';
import { useSyncExternalStore } from 'react';

/** Fade-out length; the entry stays mounted this long after close so it can fade. */
export const MODAL_FADE_MS = 160;

export type ModalPhase = 'opening' | 'open' | 'closing';
export interface ModalEntry {
  name: string;
  props: Record<string, unknown>;
  phase: ModalPhase;
  /** the element that had focus when the modal was opened; it gets focus back on close */
  opener: HTMLElement | null;
}

let entries: readonly ModalEntry[] = [];
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function commit(next: readonly ModalEntry[]) {
  entries = next;
  listeners.forEach((l) => l());
}
function update(name: string, patch: Partial<ModalEntry>) {
  commit(entries.map((e) => (e.name === name ? { ...e, ...patch } : e)));
}
function later(name: string, ms: number, fn: () => void) {
  clearTimeout(timers.get(name));
  timers.set(
    name,
    setTimeout(() => {
      timers.delete(name);
      fn();
    }, ms),
  );
}

/** Named modals: any part of the app opens a modal by name; the `<Modal name>` declared for it renders it. */
export const modals = {
  open(name: string, props: Record<string, unknown> = {}) {
    const current = entries.find((e) => e.name === name);
    if (current && current.phase !== 'closing') {
      update(name, { props });
      return;
    }
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    commit([...entries.filter((e) => e.name !== name), { name, props, phase: 'opening', opener: current?.opener ?? opener }]);
    later(name, MODAL_OPEN_DELAY_MS, () => update(name, { phase: 'open' }));
  },
  close(name: string) {
    const current = entries.find((e) => e.name === name);
    if (!current || current.phase === 'closing') return;
    if (current.phase === 'opening') {
      clearTimeout(timers.get(name));
      commit(entries.filter((e) => e.name !== name));
      return;
    }
    update(name, { phase: 'closing' });
    later(name, MODAL_FADE_MS, () => {
      commit(entries.filter((e) => e.name !== name));
      const { opener } = current;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    });
  },
  isOpen: (name: string) => entries.some((e) => e.name === name && e.phase !== 'closing'),
  /** the modal on top: the last one opened that is still showing */
  top: () => [...entries].reverse().find((e) => e.phase === 'open')?.name,
  /** for tests: forget every modal at once */
  reset() {
    timers.forEach((t) => clearTimeout(t));
    timers.clear();
    commit([]);
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useModalEntry(name: string): ModalEntry | undefined {
  return useSyncExternalStore(
    subscribe,
    () => entries.find((e) => e.name === name),
    () => undefined,
  );
}

export function useModalOpen(name: string): boolean {
  const entry = useModalEntry(name);
  return !!entry && entry.phase !== 'closing';
}

/**
 * True while a modal other than `except` is mounted (opening, open or fading out): a modal that was not asked for
 * (the arrival notice) waits for this to turn false instead of stacking on top of a dialog the player opened.
 */
export function useOtherModalOpen(except: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => entries.some((e) => e.name !== except),
    () => false,
  );
}
