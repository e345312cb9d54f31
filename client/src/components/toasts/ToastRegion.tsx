// The app's toast strip (sonner's toast() feeds it; this draws it). It is a part of the app frame that takes
// space below the scrolling page (AppFrame), never a layer over it: when a toast comes the page's visible
// area gets shorter from the bottom, so no control is covered and nothing at the top of the page moves.
// A phone shows the newest toast alone (the strip stays one toast high); wider screens show two or three
// side by side, the older ones waiting (their clocks still running) behind a +N count.
// Alt+T moves focus to the newest toast's buttons, as sonner's own toaster did.
import { useEffect, useRef } from 'react';
import { useSonner } from 'sonner';
import { useMediaQuery } from '#client/pages/game/roster/useMediaQuery.ts';
import { cx } from '#client/lib/cx.ts';
import { ToastCard } from './ToastCard.tsx';

/** Below this width the strip holds one toast (two of the spec's 356 px width would not fit side by side). */
export const PHONE_TOAST_QUERY = '(max-width: 767.98px)';
/** From this width three toasts fit side by side at their full width. */
export const WIDE_TOAST_QUERY = '(min-width: 1280px)';

export const VISIBLE_TOASTS = { phone: 1, tablet: 2, wide: 3 } as const;

/** The strip's height, for what must keep clear of it (centred dialogs, the desktop sidebar). */
const HEIGHT_VAR = '--toast-region-height';

export function ToastRegion() {
  const { toasts } = useSonner();
  const phone = useMediaQuery(PHONE_TOAST_QUERY);
  const wide = useMediaQuery(WIDE_TOAST_QUERY);
  const ref = useRef<HTMLElement>(null);
  const limit = phone ? VISIBLE_TOASTS.phone : wide ? VISIBLE_TOASTS.wide : VISIBLE_TOASTS.tablet;
  // useSonner lists the newest first; the strip reads left to right, oldest to newest.
  const ordered = [...toasts].reverse();
  const waiting = Math.max(0, toasts.length - limit);

  useEffect(() => {
    const region = ref.current;
    if (!region || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(HEIGHT_VAR, `${region.offsetHeight}px`));
    observer.observe(region);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VAR);
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.code !== 'KeyT') return;
      const newest = ref.current?.querySelector<HTMLElement>('li[data-toast]:last-child button');
      if (!newest) return;
      event.preventDefault();
      newest.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section
      ref={ref}
      aria-label="Notifications alt+T"
      data-testid="toast-region"
      className={cx(
        // Above modal overlays (z-50/70), so a refusal shown while a dialog stays open can be read and closed.
        'pointer-events-auto relative z-[80] shrink-0',
        toasts.length > 0 && 'border-t border-line/70 bg-canvas/95 px-3 pt-2 pb-[calc(0.5rem+var(--dock-rise,0px))] backdrop-blur-md sm:px-6 sm:py-3 lg:px-8',
      )}
    >
      <ol className="flex items-end justify-end gap-2">
        {waiting > 0 && (
          <li className="shrink-0 self-center rounded-full border border-line bg-surface px-2 py-1 text-xs font-semibold text-ink-muted tabular-nums" data-testid="toast-waiting">
            +{waiting} <span className="sr-only">more notifications</span>
          </li>
        )}
        {ordered.map((toast, index) => (
          <ToastCard key={toast.id} toast={toast} hidden={index < ordered.length - limit} />
        ))}
      </ol>
    </section>
  );
}
