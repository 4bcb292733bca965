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
  /** a notice nobody asked for (modals.queue): it gives way to any dialog that opens */
  queued?: boolean;
}

let entries: readonly ModalEntry[] = [];
/** notices waiting for their turn (modals.queue), first come first shown */
let waiting: Array<{ name: string; props: Record<string, unknown> }> = [];
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

function show(name: string, props: Record<string, unknown>, queued: boolean, opener: HTMLElement | null) {
  commit([...entries.filter((e) => e.name !== name), { name, props, phase: 'opening', opener, queued: queued || undefined }]);
  later(name, MODAL_OPEN_DELAY_MS, () => update(name, { phase: 'open' }));
}

/** The next waiting notice shows once no modal is left, not even one fading out. */
function showNextNotice() {
  if (entries.length > 0) return;
  const next = waiting.shift();
  if (next) show(next.name, next.props, true, null);
}

/** A dialog is opening: a notice showing gives way at once and goes back to the head of the queue. */
function withdrawNotices() {
  const notices = entries.filter((e) => e.queued);
  if (notices.length === 0) return;
  notices.forEach((e) => clearTimeout(timers.get(e.name)));
  waiting = [...notices.map(({ name, props }) => ({ name, props })), ...waiting];
  commit(entries.filter((e) => !e.queued));
}

/**
 * Named modals: any part of the app opens a modal by name; the `<Modal name>` declared for it renders it. A dialog
 * the player asked for opens with `open` (over another dialog only when that one opened it: a confirmation over the
 * member centre). A notice nobody asked for (the arrival notice) goes through `queue`: it shows only when no other
 * modal does, one notice at a time, and steps aside for any dialog that opens meanwhile, so two never stack.
 */
export const modals = {
  open(name: string, props: Record<string, unknown> = {}) {
    const current = entries.find((e) => e.name === name);
    if (current && current.phase !== 'closing') {
      update(name, { props });
      return;
    }
    waiting = waiting.filter((w) => w.name !== name);
    withdrawNotices();
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    show(name, props, false, current?.opener ?? opener);
  },
  /** Shows a notice when no other modal shows (now, or when the last one has closed). */
  queue(name: string, props: Record<string, unknown> = {}) {
    if (entries.some((e) => e.name === name) || waiting.some((w) => w.name === name)) return;
    waiting.push({ name, props });
    showNextNotice();
  },
  close(name: string) {
    waiting = waiting.filter((w) => w.name !== name);
    const current = entries.find((e) => e.name === name);
    if (!current || current.phase === 'closing') return;
    if (current.phase === 'opening') {
      clearTimeout(timers.get(name));
      commit(entries.filter((e) => e.name !== name));
      showNextNotice();
      return;
    }
    update(name, { phase: 'closing' });
    later(name, MODAL_FADE_MS, () => {
      commit(entries.filter((e) => e.name !== name));
      const { opener } = current;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
      showNextNotice();
    });
  },
  isOpen: (name: string) => entries.some((e) => e.name === name && e.phase !== 'closing'),
  /** true while a notice waits for its turn */
  isWaiting: (name: string) => waiting.some((w) => w.name === name),
  /** the modal on top: the last one opened that is still showing */
  top: () => [...entries].reverse().find((e) => e.phase === 'open')?.name,
  /** for tests: forget every modal at once */
  reset() {
    timers.forEach((t) => clearTimeout(t));
    timers.clear();
    waiting = [];
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

/**
 * The modal's place in the stack (0 at the bottom): modals are layered in the order they opened, whatever order
 * their code arrived in, so the one on top is the one Escape closes.
 */
export function useModalLayer(name: string): number {
  return useSyncExternalStore(
    subscribe,
    () => entries.findIndex((e) => e.name === name),
    () => -1,
  );
}

export function useModalOpen(name: string): boolean {
  const entry = useModalEntry(name);
  return !!entry && entry.phase !== 'closing';
}
