// The shell header: federation, budget, Week N with month and year, then help, profile, settings and
// messages (with the unread badge). Below lg it also holds the menu button, and the figures wrap to a second row.
import { CircleHelp, Mail, Menu, Settings, UserRound } from 'lucide-react';
import { useLocation } from 'wouter';
import { formatFunds } from '#client/lib/format.ts';
import type { Snapshot } from 'valtio';
import type { GameMirror } from '#client/state/game.ts';
import { FederationMark } from './FederationMark.tsx';
import { HeaderIconButton, HeaderIconLink } from './HeaderIconButton.tsx';
import { UnreadBadge } from './UnreadBadge.tsx';

export interface ShellHeaderProps {
  state: Snapshot<GameMirror> | null;
  unread: number;
  onOpenMenu: () => void;
  onOpenSettings: () => void;
}

export function ShellHeader({ state, unread, onOpenMenu, onOpenSettings }: ShellHeaderProps) {
  const [path] = useLocation();
  const name = state?.federation.name || (state ? 'Your Federation' : '');
  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-canvas/85 backdrop-blur-md" data-testid="shell-header">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2.5 sm:px-6 lg:h-16 lg:flex-nowrap lg:gap-x-4 lg:px-8 lg:py-0">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label="Open menu"
          className="grid size-10 shrink-0 place-items-center rounded-lg text-ink hover:bg-raised lg:hidden"
          data-testid="open-mobile-menu"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <div className="flex min-w-0 flex-1 items-center gap-3">
          {state ? <FederationMark name={name} logo={state.federation.logo} className="size-9" /> : <span className="size-9 shrink-0 animate-pulse rounded-lg bg-raised" />}
          <div className="min-w-0">
            <p className="hidden text-[10px] font-semibold tracking-[0.2em] text-ink-subtle uppercase sm:block">Federation</p>
            <p className="truncate font-bold tracking-tight" data-testid="federation-name">
              {state ? name : <span className="block h-4 w-32 animate-pulse rounded bg-raised" />}
            </p>
          </div>
        </div>
        {state && (
          <dl
            aria-label="Federation status"
            className="order-last flex w-full items-center justify-between gap-3 rounded-lg border border-line bg-surface/80 px-3 py-1.5 text-sm lg:order-none lg:w-auto lg:justify-start lg:gap-5 lg:border-0 lg:bg-transparent lg:px-0"
          >
            <div className="flex items-baseline gap-2">
              <dt className="text-[10px] font-semibold tracking-[0.18em] text-ink-subtle uppercase">Budget</dt>
              <dd className="font-bold text-gold tabular-nums" data-testid="federation-funds">
                {formatFunds(state.federation.funds)}
              </dd>
            </div>
            <div className="flex items-baseline gap-2">
              <dt className="sr-only">Date</dt>
              <dd className="font-semibold whitespace-nowrap tabular-nums" data-testid="game-date">
                Week {state.calendar.week}
                <span className="font-normal text-ink-muted">
                  , {state.calendar.month} {state.calendar.year}
                </span>
              </dd>
            </div>
          </dl>
        )}
        <div className="flex shrink-0 items-center gap-0.5 lg:border-l lg:border-line lg:pl-3">
          <HeaderIconLink href="/game/help" icon={CircleHelp} label="Help" testId="header-help" current={path === '/game/help'} />
          <HeaderIconLink href="/profile" icon={UserRound} label="Profile" testId="header-profile" current={path === '/profile'} />
          <HeaderIconButton onClick={onOpenSettings} icon={Settings} label="Settings" testId="header-settings" />
          <HeaderIconLink
            href="/messages"
            icon={Mail}
            label={unread > 0 ? `Messages (${unread} unread)` : 'Messages'}
            testId="header-messages"
            current={path === '/messages'}
            badge={<UnreadBadge count={unread} testId="header-unread" className="absolute -top-0.5 -right-0.5 ring-2 ring-canvas" />}
          />
        </div>
      </div>
    </header>
  );
}
