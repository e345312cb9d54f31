// The desktop sidebar (lg and up): the game's mark and the navigation menu.
import { Link } from 'wouter';
import { Logo } from '../Logo.tsx';
import { NavMenu } from './NavMenu.tsx';
import type { UnreadCounts } from './unread.ts';

export function Sidebar({ unread, onSaveGame }: { unread: UnreadCounts; onSaveGame: () => void }) {
  return (
    <aside className="sticky top-0 hidden h-[calc(100dvh-var(--toast-region-height,0px))] w-64 shrink-0 flex-col border-r border-line/70 bg-surface/60 lg:flex" data-testid="sidebar">
      <div className="flex h-16 shrink-0 items-center border-b border-line/70 px-5">
        <Link href="/dashboard" aria-label="Dashboard" className="rounded-md">
          <Logo />
        </Link>
      </div>
      <nav aria-label="Game" className="flex-1 overflow-y-auto px-3 py-4">
        <NavMenu unread={unread} onSaveGame={onSaveGame} testIdPrefix="nav" />
      </nav>
    </aside>
  );
}
