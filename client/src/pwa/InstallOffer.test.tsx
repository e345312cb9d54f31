import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallOffer } from './InstallOffer.tsx';
import { captureInstallPrompt, installOffer, NOT_NOW_DAYS, NOT_NOW_KEY, notNowActive } from './installPrompt.ts';

async function offerInstall() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<unknown> };
  event.prompt = vi.fn(async () => {});
  event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
  // valtio notifies subscribers in a microtask: let it land inside act.
  await act(async () => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('InstallOffer', () => {
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    installOffer.event = null;
    stop = captureInstallPrompt();
  });
  afterEach(() => stop());

  it('shows nothing until the browser reports the app installable, and keeps an offer made before it mounts', async () => {
    const { unmount } = render(<InstallOffer />);
    expect(screen.queryByTestId('install-banner')).toBeNull();
    unmount();
    const event = await offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(document.documentElement.getAttribute('data-installable')).toBe('true');
    // The start menu mounts later: the offer caught on an earlier page is still there.
    render(<InstallOffer />);
    expect(screen.getByRole('heading', { name: 'Install Main Event Mogul' })).toBeTruthy();
    for (const name of ['Install', 'Not now', 'Close']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('asks the browser to install on Install and hides the offer', async () => {
    render(<InstallOffer />);
    const event = await offerInstall();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('install-banner')).toBeNull();
  });

  for (const button of ['Not now', 'Close']) {
    it(`remembers ${button} on this device, so the next offer stays hidden`, async () => {
      const { unmount } = render(<InstallOffer />);
      await offerInstall();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: button })));
      expect(screen.queryByTestId('install-banner')).toBeNull();
      expect(localStorage.getItem(NOT_NOW_KEY)).toBeTruthy();
      unmount();
      render(<InstallOffer />);
      await offerInstall();
      expect(screen.queryByTestId('install-banner')).toBeNull();
    });
  }
});

describe('notNowActive', () => {
  it(`lasts ${NOT_NOW_DAYS} days`, () => {
    const at = 1_000_000;
    const storage = { getItem: () => String(at) };
    expect(notNowActive(storage, at + 1)).toBe(true);
    expect(notNowActive(storage, at + NOT_NOW_DAYS * 86_400_000)).toBe(false);
    expect(notNowActive({ getItem: () => null }, at)).toBe(false);
  });
});
