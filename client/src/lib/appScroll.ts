// The app scrolls inside its frame (AppFrame), not the document: the toast strip below it then takes
// space instead of lying over the page. Code that moves the page's scroll goes through here; where no
// frame is mounted (a component test) it falls back to the window.
export const APP_SCROLL_ID = 'app-scroll';

export function appScroller(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(APP_SCROLL_ID);
}

/** Scrolls the app's page (its frame, or the window without one). */
export function scrollApp(options: ScrollToOptions): void {
  const scroller = appScroller();
  if (!scroller) {
    window.scrollTo?.(options);
    return;
  }
  if (typeof scroller.scrollTo === 'function') scroller.scrollTo(options);
  else scroller.scrollTop = options.top ?? scroller.scrollTop;
}

/** How far one arrow key press scrolls (px), as the browser's own keyboard scrolling does. */
const ARROW_STEP_PX = 40;

/**
 * Keyboard scrolling while nothing has focus: the browser sends it to the document, which no longer
 * scrolls, so the frame's scroller takes it (PageUp/PageDown, Space, arrows, Home/End). Once focus or a
 * click is inside the page the browser scrolls the frame by itself, and this leaves the key alone.
 */
export function scrollAppByKey(event: KeyboardEvent): void {
  const scroller = appScroller();
  const target = event.target;
  if (!scroller || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  if (target !== document.body && target !== document.documentElement) return;
  const page = scroller.clientHeight * 0.875;
  const by: Record<string, number> = {
    ArrowDown: ARROW_STEP_PX,
    ArrowUp: -ARROW_STEP_PX,
    PageDown: page,
    PageUp: -page,
    ' ': event.shiftKey ? -page : page,
  };
  if (event.key === 'Home') scroller.scrollTop = 0;
  else if (event.key === 'End') scroller.scrollTop = scroller.scrollHeight;
  else if (event.key in by) scroller.scrollTop += by[event.key]!;
  else return;
  event.preventDefault();
}
