// The bar on top of the game: federation name, funds, popularity, date, and the way back to /start.
import { ArrowLeft, CalendarDays, TrendingUp, Wallet } from 'lucide-react';
import { Link } from 'wouter';
import { formatDate } from '../../../../../shared/rules/calendar.ts';
import { buttonClass } from '../../../components/buttonClass.ts';
import { Logo } from '../../../components/Logo.tsx';
import { formatPopularity, formatUsd } from '../../../lib/format.ts';
import type { GameMirror } from '../../../state/game.ts';
import { HeaderStat } from './HeaderStat.tsx';

export function GameHeader({ state }: { state: GameMirror | null }) {
  return (
    <header className="sticky top-0 z-20 border-b border-line/70 bg-canvas/85 backdrop-blur-md">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6">
        <Link href="/dashboard" aria-label="Dashboard" className="shrink-0 rounded-md">
          <Logo variant="mark" className="size-9" />
        </Link>
        <div className="min-w-0 flex-1">
          <p className="text-[10px] font-semibold tracking-[0.2em] text-ink-subtle uppercase">Federation</p>
          <p className="truncate font-bold tracking-tight" data-testid="federation-name">
            {state ? (
              state.federation.name
            ) : (
              <span className="mt-1 block h-4 w-36 animate-pulse rounded bg-raised">
                <span className="sr-only">Loading</span>
              </span>
            )}
          </p>
        </div>
        {state && (
          <dl className="order-last grid w-full grid-cols-2 gap-2 sm:order-none sm:flex sm:w-auto" aria-label="Federation status">
            <HeaderStat icon={Wallet} label="Funds" value={formatUsd(state.federation.funds)} testId="federation-funds" />
            <HeaderStat icon={TrendingUp} label="Popularity" value={formatPopularity(state.federation.popularity)} testId="federation-popularity" />
            <HeaderStat icon={CalendarDays} label="Date" value={formatDate(state.calendar)} testId="game-date" className="col-span-2" />
          </dl>
        )}
        <Link href="/start" aria-label="Back to Start" className={buttonClass('secondary', 'sm', 'shrink-0')} data-testid="back-to-start">
          <ArrowLeft aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Back to Start</span>
          <span className="sm:hidden">Start</span>
        </Link>
      </div>
    </header>
  );
}
