// Sticky header of the public pages: logo home link, the site navigation (Home, Features, How to Play,
// Wrestlers, Blog, Changelog) and the Login / Play Now! buttons (both to /auth). Below the lg breakpoint
// the navigation folds into a menu button that opens a panel under the header.
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { cx } from '#client/lib/cx.ts';
import { buttonClass } from '../buttonClass.ts';
import { Logo } from '../Logo.tsx';

export const SITE_NAV = [
  { href: '/', label: 'Home' },
  { href: '/features', label: 'Features' },
  { href: '/how-to-play', label: 'How to Play' },
  { href: '/wrestlers', label: 'Wrestlers' },
  { href: '/blog', label: 'Blog' },
  { href: '/changelog', label: 'Changelog' },
] as const;

/** True when `href` is the page shown (a section's sub-pages count: /blog/x is under Blog). */
export function isCurrentSection(href: string, location: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}

export function SiteHeader() {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();

  // Choosing a page closes the menu (see closeMenu on the links); Escape closes it too.
  const closeMenu = () => setMenuOpen(false);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-canvas/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link href="/" aria-label="Main Event Mogul home" className="shrink-0 rounded-md">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {SITE_NAV.map((item) => {
              const current = isCurrentSection(item.href, location);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={current ? 'page' : undefined}
                    className={cx(
                      'rounded-md px-3 py-2 text-sm font-medium transition-colors',
                      current ? 'text-gold' : 'text-ink-muted hover:bg-raised hover:text-ink',
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <Link href="/auth" className={buttonClass('ghost', 'sm', 'max-sm:hidden')}>
            Login
          </Link>
          <Link href="/auth" className={buttonClass('primary', 'sm')}>
            Play Now!
          </Link>
          <button
            type="button"
            className={buttonClass('secondary', 'sm', 'w-9 px-0! lg:hidden')}
            aria-expanded={menuOpen}
            aria-controls={panelId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </button>
        </div>
      </div>

      <div id={panelId} hidden={!menuOpen} className="border-t border-line/70 bg-canvas/95 lg:hidden">
        <nav aria-label="Main menu" className="mx-auto w-full max-w-6xl px-4 py-3 sm:px-6">
          <ul className="grid gap-1">
            {SITE_NAV.map((item) => {
              const current = isCurrentSection(item.href, location);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={current ? 'page' : undefined}
                    onClick={closeMenu}
                    className={cx(
                      'block rounded-lg px-3 py-3 text-base font-medium',
                      current ? 'bg-gold-soft text-gold' : 'text-ink hover:bg-raised',
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
            <li className="sm:hidden">
              <Link href="/auth" onClick={closeMenu} className="block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-raised">
                Login
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
