// The frame of every page: the page scrolls in the frame's upper part and the toast strip sits below it,
// so a toast takes its own space instead of covering the page (ToastRegion). On a phone the game's fixed
// bottom bar keeps its place under both (--dock-height, styles.css).
import { useEffect, type ReactNode } from 'react';
import { APP_SCROLL_ID, scrollAppByKey } from '../lib/appScroll.ts';
import { ToastRegion } from './toasts/ToastRegion.tsx';

export function AppFrame({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.addEventListener('keydown', scrollAppByKey);
    return () => document.removeEventListener('keydown', scrollAppByKey);
  }, []);

  return (
    <div className="flex h-dvh flex-col pb-(--dock-height)" data-testid="app-frame">
      {/* Positioned, so what a page places absolutely (screen-reader-only text) scrolls and clips with it,
          as it did with the document. */}
      <div id={APP_SCROLL_ID} className="relative flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain">
        {children}
      </div>
      <ToastRegion />
    </div>
  );
}
