// Footer of the public pages: the pitch, then the columns Game Content, Quick Links (Play Game,
// Changelog, Contact, Support Us) and Legal.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '../Logo.tsx';
import { HashLink } from './HashLink.tsx';

const linkClass = 'rounded-sm text-ink-muted transition-colors hover:text-ink';

const YEAR = new Date().getFullYear();

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-xs font-bold tracking-[0.16em] text-ink uppercase">{title}</h2>
      <ul className="mt-3 grid gap-2 text-sm">{children}</ul>
    </nav>
  );
}

function PageLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <Link href={href} className={linkClass}>
        {children}
      </Link>
    </li>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-line/70 bg-canvas/60">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="max-w-xs">
          <Link href="/" aria-label="Main Event Mogul home" className="inline-block rounded-md">
            <Logo />
          </Link>
          <p className="mt-4 text-sm text-ink-muted">
            A free browser game about running a pro-wrestling federation. Every wrestler in it is fictional.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:contents">
          <Column title="Game Content">
            <PageLink href="/features">Features</PageLink>
            <PageLink href="/how-to-play">How to Play</PageLink>
            <PageLink href="/wrestlers">Wrestlers</PageLink>
            <PageLink href="/blog">Blog</PageLink>
            <PageLink href="/help">Help Center</PageLink>
          </Column>
          <Column title="Quick Links">
            <PageLink href="/auth">Play Game</PageLink>
            <PageLink href="/changelog">Changelog</PageLink>
            <li>
              <HashLink section="contact" className={linkClass}>
                Contact
              </HashLink>
            </li>
            <li>
              <HashLink section="support" className={linkClass}>
                Support Us
              </HashLink>
            </li>
          </Column>
          <Column title="Legal">
            <PageLink href="/privacy">Privacy Policy</PageLink>
            <PageLink href="/terms">Terms of Service</PageLink>
            <PageLink href="/eula">EULA</PageLink>
          </Column>
        </div>
      </div>
      <div className="border-t border-line/50">
        <p className="mx-auto w-full max-w-6xl px-4 py-5 text-xs text-ink-subtle sm:px-6">
          © {YEAR} Main Event Mogul. Free to play, no ads, no trackers.
        </p>
      </div>
    </footer>
  );
}
