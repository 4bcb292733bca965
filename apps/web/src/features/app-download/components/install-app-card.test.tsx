import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenForInstallPrompt, resetInstallState } from '@/lib/pwa/install-prompt';
import { renderWithApp } from '@/testing/render';
import { InstallAppCard } from './install-app-card';

const t = i18next.t.bind(i18next);

/** The event Chromium fires when the site can be installed, with the prompt answered `outcome`. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  window.dispatchEvent(event);
  return event;
}

const card = () => screen.getByRole('region', { name: t('down_pwa_title') });

describe('InstallAppCard', () => {
  beforeAll(() => listenForInstallPrompt());
  afterEach(() => resetInstallState());

  it('explains the web app and, before the browser offers to install, points to its menu', () => {
    renderWithApp(<InstallAppCard />);
    expect(within(card()).getByText(t('down_pwa_text', { brand: 'Lucky Nine' }))).toBeTruthy();
    expect(within(card()).getAllByRole('listitem')).toHaveLength(4);
    expect(within(card()).getByText(t('down_pwa_manual'))).toBeTruthy();
    expect(within(card()).queryByRole('button', { name: t('in_install_app') })).toBeNull();
  });

  it('keeps the browser prompt for its Install button, and says so once the app is installed', async () => {
    renderWithApp(<InstallAppCard />);
    const offer = offerInstall('accepted');
    // the browser's own mini bar is held back: the button asks instead
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(await within(card()).findByRole('button', { name: t('in_install_app') }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect((await within(card()).findByRole('status')).textContent).toBe(t('down_pwa_installed'));
    expect(within(card()).queryByRole('button', { name: t('in_install_app') })).toBeNull();
  });

  it('drops a prompt the player dismissed (the browser lets a prompt be shown once)', async () => {
    renderWithApp(<InstallAppCard />);
    offerInstall('dismissed');
    await userEvent.click(await within(card()).findByRole('button', { name: t('in_install_app') }));
    expect(await within(card()).findByText(t('down_pwa_manual'))).toBeTruthy();
    expect(within(card()).queryByRole('status')).toBeNull();
  });

  it('gives iOS the Add to Home Screen steps', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1', maxTouchPoints: 5 });
    renderWithApp(<InstallAppCard />);
    const steps = within(card()).getByRole('list', { name: t('in_add_to_home_screen') });
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual([t('down_pwa_ios_1'), t('down_pwa_ios_2'), t('down_pwa_ios_3')]);
  });
});
