// Footer of the public pages: a few links and the copyright line.
import { Link } from 'wouter';

const links = [
  { href: '/features', label: 'Features' },
  { href: '/how-to-play', label: 'How to Play' },
  { href: '/changelog', label: 'Changelog' },
  { href: '/help', label: 'Help' },
  { href: '/privacy', label: 'Privacy' },
  { href: '/terms', label: 'Terms' },
  { href: '/eula', label: 'EULA' },
];

const YEAR = new Date().getFullYear();

export function SiteFooter() {
  return (
    <footer className="border-t border-line/70">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-ink-subtle sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          {links.map((link) => (
            <Link key={link.href} href={link.href} className="rounded-sm hover:text-ink">
              {link.label}
            </Link>
          ))}
        </nav>
        <p>© {YEAR} Main Event Mogul. Free to play.</p>
      </div>
    </footer>
  );
}
