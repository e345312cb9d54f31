// Frame of the public pages: skip link, header, main content, footer.
import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { SkipLink } from './SkipLink.tsx';

export function SiteLayout({ children }: { children: ReactNode }) {
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
