// Slim bar for in-game screens that are not built yet: logo and a way back to the dashboard.
import { LayoutDashboard } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from './buttonClass.ts';
import { Logo } from './Logo.tsx';

export function GameTopBar() {
  return (
    <header className="sticky top-0 z-20 border-b border-line/70 bg-canvas/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link href="/dashboard" aria-label="Dashboard" className="rounded-md">
          <Logo />
        </Link>
        <Link href="/dashboard" className={buttonClass('secondary', 'sm')}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          Dashboard
        </Link>
      </div>
    </header>
  );
}
