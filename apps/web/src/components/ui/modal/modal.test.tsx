import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import { modals } from './modal-store';
import { showWarning } from './warning';
import { WarningDialog } from './warning-dialog';

const t = i18next.t.bind(i18next);

function Page() {
  return (
    <>
      <button type="button" onClick={() => modals.open('demo')}>
        open demo
      </button>
      <p>page text</p>
      <Modal name="demo" title="Demo title">
        <button type="button">first action</button>
        <a href="#x">last link</a>
      </Modal>
    </>
  );
}

async function openDemo() {
  const user = userEvent.setup();
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'open demo' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Demo title' });
  return { user, opener, dialog };
}

describe('Modal', () => {
  it('opens after its 100 ms delay as a labelled modal dialog', async () => {
    vi.useFakeTimers();
    render(<Page />);
    act(() => modals.open('demo'));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    const dialog = screen.getByRole('dialog', { name: 'Demo title' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user, opener } = await openDemo();
    // the first action has the focus (in the frame after the dialog appears)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'first action' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click outside, not on a click inside', async () => {
    const { user, dialog } = await openDemo();
    await user.click(screen.getByRole('button', { name: 'first action' }));
    expect(screen.getByRole('dialog')).toBe(dialog);
    await user.click(dialog.parentElement!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with its close button', async () => {
    const { user } = await openDemo();
    await user.click(screen.getByRole('button', { name: t('in_close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('locks page scroll while open and lets it scroll again when closed', async () => {
    const { user } = await openDemo();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await openDemo();
    const first = screen.getByRole('button', { name: 'first action' });
    const close = screen.getByRole('button', { name: t('in_close') });
    await waitFor(() => expect(document.activeElement).toBe(first));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'last link' }));
    await user.tab();
    // wraps to the first focusable element of the dialog (the close button in the title bar)
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'last link' }));
  });

  it('hides the close button when showClose is false and leaves the page undimmed without hasBg', async () => {
    render(
      <Modal name="plain" title="Plain" showClose={false} hasBg={false}>
        text
      </Modal>,
    );
    act(() => modals.open('plain'));
    const dialog = await screen.findByRole('dialog', { name: 'Plain' });
    expect(screen.queryByRole('button', { name: t('in_close') })).toBeNull();
    expect(dialog.parentElement!.dataset.bg).toBe('false');
  });

  it('can be dragged by its title bar', async () => {
    const { dialog } = await openDemo();
    const titleBar = screen.getByRole('heading', { name: 'Demo title' }).parentElement!;
    fireEvent.pointerDown(titleBar, { button: 0, clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(titleBar, { clientX: 160, clientY: 130, pointerId: 1 });
    fireEvent.pointerUp(titleBar, { clientX: 160, clientY: 130, pointerId: 1 });
    expect(dialog.style.translate).toBe('60px 30px');
    // moving after release does nothing
    fireEvent.pointerMove(titleBar, { clientX: 400, clientY: 400, pointerId: 1 });
    expect(dialog.style.translate).toBe('60px 30px');
  });

  it('only the top modal closes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Modal name="below" title="Below">
          below
        </Modal>
        <Modal name="above" title="Above">
          above
        </Modal>
      </>,
    );
    act(() => modals.open('below'));
    await screen.findByRole('dialog', { name: 'Below' });
    act(() => modals.open('above'));
    await screen.findByRole('dialog', { name: 'Above' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Above' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Below' })).toBeTruthy();
  });
});

describe('warning dialog', () => {
  it('shows the message of its key and closes on confirm', async () => {
    const user = userEvent.setup();
    render(<WarningDialog />);
    act(() => showWarning({ messageKey: 'err_popup_blocked' }));
    const dialog = await screen.findByRole('dialog', { name: t('in_warning') });
    expect(dialog.textContent).toContain(t('err_popup_blocked'));
    await user.click(screen.getByRole('button', { name: t('in_confirm') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
