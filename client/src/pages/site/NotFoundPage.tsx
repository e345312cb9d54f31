// Any unknown path: says so, logs the attempted path, links home.
import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonClass } from '#client/components/buttonClass.ts';
import { SiteLayout } from '#client/components/site/SiteLayout.tsx';
import { useDocumentMeta } from '#client/components/site/useDocumentMeta.ts';

export function NotFoundPage() {
  const [location] = useLocation();
  useDocumentMeta({ title: 'Page not found', description: 'This page does not exist. Head back to the Main Event Mogul home page.' });

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location);
  }, [location]);

  return (
    <SiteLayout>
      <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center" data-testid="not-found">
        <p className="bg-linear-to-b from-gold-strong to-gold/40 bg-clip-text text-8xl font-black tracking-tighter text-transparent italic sm:text-9xl">
          404
        </p>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          Oops! Page not found
        </h1>
        <p className="text-ink-muted">That page took a bump and never got back up. Let’s get you back to the ring.</p>
        <Link href="/" className={buttonClass('primary', 'md', 'mt-2')}>
          <Home aria-hidden="true" className="size-4" />
          Return to Home
        </Link>
      </section>
    </SiteLayout>
  );
}
