// The mobile bottom bar (below lg): Home, the central Next Week button, Wrestlers.
import { FastForward, Flag, House, Users, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { cx } from '#client/lib/cx.ts';
import { onNextWeekClick } from '#client/state/weekAdvanceRequest.ts';
import { useFederationClosed } from './federationClosed.ts';

function SideLink({ href, label, icon: Icon, current, testId }: { href: string; label: string; icon: LucideIcon; current: boolean; testId: string }) {
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      data-testid={testId}
      className={cx('flex h-full flex-1 flex-col items-center justify-center gap-1 text-[11px] font-semibold transition-colors', current ? 'text-gold' : 'text-ink-muted hover:text-ink')}
    >
      <Icon aria-hidden="true" className="size-5" />
      {label}
    </Link>
  );
}

export function BottomBar() {
  const [path] = useLocation();
  const here = path.toLowerCase();
  const closed = useFederationClosed();
  return (
    <nav
      aria-label="Quick"
      data-testid="bottom-bar"
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md lg:hidden"
    >
      <div className="mx-auto flex h-16 max-w-md items-stretch px-4">
        <SideLink href="/dashboard" label="Home" icon={House} current={here === '/dashboard'} testId="bottom-home" />
        <div className="flex flex-1 justify-center">
          {closed ? (
            // A closed federation has no next week: the centre button leads to its end instead.
            <Link
              href="/game-over"
              aria-current={here === '/game-over' ? 'page' : undefined}
              data-testid="bottom-game-over"
              className="-mt-6 flex flex-col items-center gap-1 rounded-full text-[11px] font-semibold text-ink-muted focus-visible:outline-offset-4"
            >
              <span className="grid size-14 place-items-center rounded-full border-4 border-canvas bg-raised text-ink transition-transform active:scale-95">
                <Flag aria-hidden="true" className="size-6" />
              </span>
              Game Over
            </Link>
          ) : (
            <Link
              href="/next-week"
              onClick={onNextWeekClick}
              data-testid="bottom-next-week"
              className="-mt-6 flex flex-col items-center gap-1 rounded-full text-[11px] font-semibold text-gold focus-visible:outline-offset-4"
            >
              <span className="grid size-14 place-items-center rounded-full border-4 border-canvas bg-gold text-gold-ink shadow-glow transition-transform active:scale-95">
                <FastForward aria-hidden="true" className="size-6" />
              </span>
              Next Week
            </Link>
          )}
        </div>
        <SideLink href="/roster" label="Wrestlers" icon={Users} current={here === '/roster' || here.startsWith('/wrestler/')} testId="bottom-wrestlers" />
      </div>
    </nav>
  );
}
