// Frame of the public pages: skip link, sticky header, main content, footer. A new page starts at the
// top, or at the section named by the address's #hash (the landing page's #contact and #support).
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { scrollApp } from '#client/lib/appScroll.ts';
import { SkipLink } from '../SkipLink.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

export function SiteLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();

  // Runs on every change of page (location), though the body does not read it.
  // oxlint-disable-next-line react/exhaustive-deps
  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const target = hash ? document.getElementById(hash) : null;
    // (jsdom has no scrollIntoView.) The page scrolls in the app frame, not the document (appScroll.ts).
    if (target) target.scrollIntoView?.({ block: 'start' });
    else scrollApp({ top: 0 });
  }, [location]);

  return (
    <div className="arena-backdrop flex min-h-dvh flex-1 flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
