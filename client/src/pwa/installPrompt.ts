// The install-as-app offer: Chromium browsers fire `beforeinstallprompt` when the site is installable.
// We keep the event in a small store (captured from the first page on, so it is never missed), and the
// start menu offers installation in a card of its own (InstallOffer): never over a form or a game
// control, never during sign-up or setup. "Not now" and the close button are both remembered on this
// device for NOT_NOW_DAYS days.
import { proxy, ref } from 'valtio';

/** The event Chromium fires; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export const NOT_NOW_KEY = 'mem.installNotNowAt';
export const NOT_NOW_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Set on <html> once the browser has reported the game installable (end-to-end tests wait for it). */
export const INSTALLABLE_ATTRIBUTE = 'data-installable';

export const installOffer = proxy<{ event: BeforeInstallPromptEvent | null }>({ event: null });

export function notNowActive(storage: Pick<Storage, 'getItem'> | null, now = Date.now()): boolean {
  try {
    const at = Number(storage?.getItem(NOT_NOW_KEY));
    return Number.isFinite(at) && at > 0 && now - at < NOT_NOW_DAYS * DAY_MS;
  } catch {
    return false;
  }
}

export function rememberNotNow(storage: Pick<Storage, 'setItem'> | null, now = Date.now()): void {
  try {
    storage?.setItem(NOT_NOW_KEY, String(now));
  } catch {
    /* storage unavailable (private mode): the offer simply comes back next visit */
  }
}

export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Listens for the browser's offer from app start; returns the cleanup. */
export function captureInstallPrompt(): () => void {
  const onPrompt = (event: Event) => {
    // Our own offer replaces the browser's mini-infobar, which would cover the page.
    event.preventDefault();
    document.documentElement.setAttribute(INSTALLABLE_ATTRIBUTE, 'true');
    installOffer.event = ref(event as BeforeInstallPromptEvent);
  };
  const onInstalled = () => {
    installOffer.event = null;
  };
  window.addEventListener('beforeinstallprompt', onPrompt);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onPrompt);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

/** The player answered the offer (Not now or close): remember it and drop it. */
export function declineInstall(): void {
  rememberNotNow(safeLocalStorage());
  installOffer.event = null;
}

/** Asks the browser to install; the offer is used up either way. */
export async function acceptInstall(): Promise<void> {
  const event = installOffer.event;
  installOffer.event = null;
  if (!event) return;
  try {
    await event.prompt();
    await event.userChoice;
  } catch (error) {
    console.error('Install prompt failed:', error);
  }
}
