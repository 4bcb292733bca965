import { MODAL_OPEN_DELAY_MS } from '@app/contract/constants';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import { MODAL_FADE_MS, modals } from './modal-store';

/** The dialogs showing now, bottom to top as the player sees them (by their z-index). */
const showing = () =>
  screen
    .queryAllByRole('dialog')
    .map((d) => ({ name: d.getAttribute('aria-label') ?? '', z: Number(getComputedStyle(d.parentElement!).getPropertyValue('--layer')) }))
    .sort((a, b) => a.z - b.z)
    .map((d) => d.name);

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const openFully = () => wait(MODAL_OPEN_DELAY_MS);
const closeFully = () => wait(MODAL_FADE_MS);

function Dialogs() {
  return (
    <>
      {['login', 'register-success', 'arrival', 'maintenance'].map((name) => (
        <Modal key={name} name={name} label={name}>
          <button type="button">{`${name} action`}</button>
        </Modal>
      ))}
    </>
  );
}

describe('one dialog at a time: the notice queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<Dialogs />);
  });
  afterEach(() => {
    act(() => modals.reset());
    vi.useRealTimers();
  });

  it('shows a queued notice at once when no dialog shows', () => {
    act(() => modals.queue('arrival'));
    openFully();
    expect(showing()).toEqual(['arrival']);
  });

  it('keeps a notice waiting while a dialog the player opened shows, and shows it once that one has closed', () => {
    act(() => modals.open('login'));
    openFully();
    act(() => modals.queue('arrival'));
    openFully();
    expect(showing()).toEqual(['login']);
    expect(modals.isWaiting('arrival')).toBe(true);

    act(() => modals.close('login'));
    // not while the login dialog is still fading out
    expect(showing()).toEqual(['login']);
    closeFully();
    openFully();
    expect(showing()).toEqual(['arrival']);
  });

  it('after registering: the success dialog opening over a notice sends the notice back to the queue, so they never stack', () => {
    act(() => modals.queue('arrival'));
    openFully();
    expect(showing()).toEqual(['arrival']);

    act(() => modals.open('register-success'));
    openFully();
    expect(showing()).toEqual(['register-success']);
    expect(modals.isOpen('arrival')).toBe(false);
    expect(modals.isWaiting('arrival')).toBe(true);

    act(() => modals.close('register-success'));
    closeFully();
    openFully();
    expect(showing()).toEqual(['arrival']);
  });

  it('shows two queued notices one after the other, in the order they came', () => {
    act(() => {
      modals.queue('arrival');
      modals.queue('maintenance');
    });
    openFully();
    expect(showing()).toEqual(['arrival']);
    act(() => modals.close('arrival'));
    closeFully();
    openFully();
    expect(showing()).toEqual(['maintenance']);
  });

  it('queues a notice only once, and closing a waiting notice takes it out of the queue', () => {
    act(() => modals.open('login'));
    act(() => {
      modals.queue('arrival');
      modals.queue('arrival');
      modals.close('arrival');
    });
    act(() => modals.close('login'));
    closeFully();
    openFully();
    expect(showing()).toEqual([]);
  });

  it('Escape closes the dialog on top, the one opened last, and the dialog below stays', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    act(() => modals.open('login'));
    await screen.findByRole('dialog', { name: 'login' });
    act(() => modals.open('maintenance'));
    await screen.findByRole('dialog', { name: 'maintenance' });
    expect(showing()).toEqual(['login', 'maintenance']);

    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(showing()).toEqual(['login']));
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(showing()).toEqual([]));
  });
});
