import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, PHONE_TOAST_QUERY } from './AppToaster.tsx';

/** window.matchMedia answering `phone` for the phone query. */
function screenIs(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PHONE_TOAST_QUERY ? phone : false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

async function signThree() {
  render(<AppToaster />);
  act(() => {
    for (const name of ['Dawson Strickland', 'Ozzie Pembleton', 'Ruslan Temirov']) toast.success(`${name} signed!`);
  });
  await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(3));
  return [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];
}

describe('toasts', () => {
  afterEach(() => {
    act(() => toast.dismiss());
  });

  it('on a phone, three signings show one toast: the newest, the others hidden and not in the way of taps', async () => {
    screenIs(true);
    const toasts = await signThree();
    const shown = toasts.filter((t) => t.dataset.visible === 'true');
    expect(shown).toHaveLength(1);
    expect(shown[0]!.textContent).toContain('Ruslan Temirov signed!');
    // Sonner hides the others (opacity 0, pointer-events none), and never fans the stack out.
    expect(toasts.every((t) => t.dataset.expanded === 'false')).toBe(true);
    expect(screen.getByText('Ruslan Temirov signed!').closest('[data-sonner-toaster]')?.getAttribute('data-y-position')).toBe('bottom');
  });

  it('on a desktop, a collapsed stack of up to three', async () => {
    screenIs(false);
    const toasts = await signThree();
    expect(toasts.filter((t) => t.dataset.visible === 'true')).toHaveLength(3);
    expect(toasts.every((t) => t.dataset.expanded === 'false')).toBe(true);
  });
});
