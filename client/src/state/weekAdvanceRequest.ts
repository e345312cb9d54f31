// The player's request to advance the week, made by clicking a Next Week button and taken by the
// /next-week page. It lives in this tab's memory only: a reload, a bookmark, a typed address or an
// installed app's shortcut opens /next-week without it, so the page shows the last week report and
// asks before advancing. A week is never advanced twice by accident.
let requested = false;

/** Called by every Next Week button just before it navigates to /next-week. */
export function requestWeekAdvance(): void {
  requested = true;
}

/** Whether a Next Week button sent the player here (does not take the request). */
export function weekAdvanceRequested(): boolean {
  return requested;
}

/** Takes the request once the advance starts, so the page advances exactly once for it. */
export function takeWeekAdvanceRequest(): boolean {
  const was = requested;
  requested = false;
  return was;
}

/**
 * onClick of a Next Week link: a plain click asks for the advance; a click that opens a new tab or
 * window (modifier keys, middle button) does not, as that tab opens the page directly.
 */
export function onNextWeekClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean }): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  requestWeekAdvance();
}
