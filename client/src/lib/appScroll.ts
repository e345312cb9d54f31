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
