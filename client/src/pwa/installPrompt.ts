// The install-as-app offer: Chromium browsers fire `beforeinstallprompt` when the site is installable.
// We keep the event, show our banner, and call prompt() when the player chooses Install. "Not now" is
// remembered on this device for NOT_NOW_DAYS days; the close button hides the banner for this visit.

/** The event Chromium fires; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export const NOT_NOW_KEY = 'mem.installNotNowAt';
export const NOT_NOW_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

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
    /* storage unavailable (private mode): the banner simply comes back next visit */
  }
}

export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
