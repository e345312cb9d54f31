import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppFrame } from '../AppFrame.tsx';
import { PHONE_TOAST_QUERY, WIDE_TOAST_QUERY } from './ToastRegion.tsx';

/** window.matchMedia answering for a phone, a tablet or a wide screen. */
function screenIs(size: 'phone' | 'tablet' | 'wide') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: (query === PHONE_TOAST_QUERY && size === 'phone') || (query === WIDE_TOAST_QUERY && size === 'wide'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

function renderFrame() {
  render(
    <AppFrame>
      <main>
        <button type="button">Sign</button>
      </main>
    </AppFrame>,
  );
  return screen.getByTestId('toast-region');
}

const toastsIn = (region: HTMLElement) => [...region.querySelectorAll<HTMLElement>('li[data-toast]')];

async function signThree(region: HTMLElement) {
  act(() => {
    for (const name of ['Dawson Strickland', 'Ozzie Pembleton', 'Ruslan Temirov']) toast.success(`${name} signed!`);
  });
  await waitFor(() => expect(toastsIn(region)).toHaveLength(3));
  return toastsIn(region);
}

describe('the toast strip', () => {
  afterEach(() => {
    act(() => toast.dismiss());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('takes its own place in the frame, below the scrolling page, never over it', async () => {
    screenIs('wide');
    const region = renderFrame();
    const frame = screen.getByTestId('app-frame');
    const scroller = document.getElementById('app-scroll')!;
    act(() => void toast.success('Dawson Strickland signed!'));
    const shown = await within(region).findByRole('status');
    // The strip is the frame's own child after the scrolling page: a flex item that takes height, not a layer.
    expect([...frame.children]).toEqual([scroller, region]);
    expect(scroller.contains(shown)).toBe(false);
    expect(region.className).not.toMatch(/\b(fixed|absolute)\b/);
    expect(scroller.className).toMatch(/overflow-y-auto/);
    expect(region.getAttribute('aria-label')).toMatch(/^Notifications/);
  });

  it('announces a success as a status and an error as an alert, each with its text', async () => {
    screenIs('wide');
    const region = renderFrame();
    act(() => {
      toast.success('Dawson Strickland signed!');
      toast.error('Not possible', { description: 'Insufficient funds. This action costs $2,000' });
    });
    expect(await within(region).findByRole('status')).toHaveProperty('textContent', 'Dawson Strickland signed!');
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('Not possible');
    expect(alert.textContent).toContain('Insufficient funds. This action costs $2,000');
  });

  it('closes a toast with its dismiss button', async () => {
    screenIs('phone');
    const region = renderFrame();
    act(() => void toast.success('Dawson Strickland signed!'));
    const close = await within(region).findByRole('button', { name: 'Close notification' });
    fireEvent.click(close);
    await waitFor(() => expect(toastsIn(region)).toHaveLength(0));
  });

  it('reaches an action button from the keyboard (Alt+T) and runs it', async () => {
    screenIs('phone');
    const region = renderFrame();
    const bookNow = vi.fn();
    act(() => void toast('Show scheduled', { action: { label: 'Book Now', onClick: bookNow } }));
    const action = await within(region).findByRole('button', { name: 'Book Now' });
    fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });
    expect(document.activeElement).toBe(action);
    fireEvent.click(action);
    expect(bookNow).toHaveBeenCalledOnce();
    await waitFor(() => expect(toastsIn(region)).toHaveLength(0));
  });

  it('on a phone, three signings show the newest toast alone and count the others', async () => {
    screenIs('phone');
    const region = renderFrame();
    const toasts = await signThree(region);
    const shown = toasts.filter((t) => !t.hidden);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.textContent).toContain('Ruslan Temirov signed!');
    expect(within(region).getByTestId('toast-waiting').textContent).toContain('+2');
  });

  it('on a tablet two side by side', async () => {
    screenIs('tablet');
    const region = renderFrame();
    expect((await signThree(region)).filter((t) => !t.hidden)).toHaveLength(2);
  });

  it('on a wide screen three side by side', async () => {
    screenIs('wide');
    const region = renderFrame();
    expect((await signThree(region)).filter((t) => !t.hidden)).toHaveLength(3);
  });

  it('goes by itself after its time, which stands still while the pointer rests on it', async () => {
    vi.useFakeTimers();
    screenIs('wide');
    const region = renderFrame();
    act(() => void toast.success('Dawson Strickland signed!', { duration: 4000 }));
    await act(async () => void (await vi.advanceTimersByTimeAsync(10)));
    const card = toastsIn(region)[0]!;
    fireEvent.pointerEnter(card);
    await act(async () => void (await vi.advanceTimersByTimeAsync(60_000)));
    expect(toastsIn(region)).toHaveLength(1);
    fireEvent.pointerLeave(card);
    await act(async () => void (await vi.advanceTimersByTimeAsync(4000)));
    await act(async () => void (await vi.advanceTimersByTimeAsync(10)));
    expect(toastsIn(region)).toHaveLength(0);
  });
});
