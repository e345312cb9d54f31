// Header of the public pages: logo home link and the Login / Play Now! buttons (both to /auth).
import { Link } from 'wouter';
import { buttonClass } from './buttonClass.ts';
import { Logo } from './Logo.tsx';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-20 border-b border-line/70 bg-canvas/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link href="/" aria-label="Main Event Mogul home" className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2">
          <Link href="/auth" className={buttonClass('ghost', 'sm')}>
            Login
          </Link>
          <Link href="/auth" className={buttonClass('primary', 'sm')}>
            Play Now!
          </Link>
        </nav>
      </div>
    </header>
  );
}
