// The app's one toast stack (sonner). Toasts sit at the bottom, clear of the header, the page heading and
// the mobile bottom bar (--toast-bottom, styles.css). On a phone (below lg, where the bottom bar shows)
// the toast strip lies over the page's controls, so it holds one toast at a time, never fans out into a
// stack (a tap leaves the pointer over it, which would expand sonner's stack over the next Sign button) and
// goes sooner; the older toasts wait hidden behind it. Desktop keeps a collapsed stack of three at the right.
import { Toaster } from 'sonner';
import { useMediaQuery } from '../pages/game/roster/useMediaQuery.ts';

/** Below lg the game shell shows its bottom bar and the toasts take the screen's width. */
export const PHONE_TOAST_QUERY = '(max-width: 1023.98px)';

export const TOAST_LAYOUT = {
  desktop: { visibleToasts: 3, duration: 4000 },
  phone: { visibleToasts: 1, duration: 3000 },
} as const;

export function AppToaster() {
  const phone = useMediaQuery(PHONE_TOAST_QUERY);
  const layout = phone ? TOAST_LAYOUT.phone : TOAST_LAYOUT.desktop;
  return (
    <Toaster
      theme="dark"
      position="bottom-right"
      offset={{ bottom: 'var(--toast-bottom)' }}
      mobileOffset={{ bottom: 'var(--toast-bottom)' }}
      richColors
      closeButton
      expand={false}
      visibleToasts={layout.visibleToasts}
      duration={layout.duration}
      toastOptions={{ style: { width: 356 } }}
    />
  );
}
