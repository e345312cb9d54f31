import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallBanner } from './InstallBanner.tsx';
import { NOT_NOW_DAYS, NOT_NOW_KEY, notNowActive } from './installPrompt.ts';

function offerInstall() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<unknown> };
  event.prompt = vi.fn(async () => {});
  event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('InstallBanner', () => {
  beforeEach(() => localStorage.clear());

  it('shows nothing until the browser reports the app installable', () => {
    render(<InstallBanner />);
    expect(screen.queryByTestId('install-banner')).toBeNull();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('heading', { name: 'Install Main Event Mogul' })).toBeTruthy();
    for (const name of ['Install', 'Not now', 'Close']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('asks the browser to install on Install and hides the banner', async () => {
    render(<InstallBanner />);
    const event = offerInstall();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('install-banner')).toBeNull();
  });

  it('remembers Not now on this device, so the next offer stays hidden', () => {
    const { unmount } = render(<InstallBanner />);
    offerInstall();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('install-banner')).toBeNull();
    expect(localStorage.getItem(NOT_NOW_KEY)).toBeTruthy();
    unmount();
    render(<InstallBanner />);
    offerInstall();
    expect(screen.queryByTestId('install-banner')).toBeNull();
  });

  it('closes for this visit only with the close button', () => {
    render(<InstallBanner />);
    offerInstall();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('install-banner')).toBeNull();
    expect(localStorage.getItem(NOT_NOW_KEY)).toBeNull();
    offerInstall();
    expect(screen.getByTestId('install-banner')).toBeTruthy();
  });
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
