// The shell's navigation list (desktop sidebar and mobile menu) plus its two actions: Save Game and
// back to the start menu. The current page's link carries aria-current="page".
import { DoorOpen, MessageSquareText, Save } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { cx } from '#client/lib/cx.ts';
import { onNextWeekClick } from '#client/state/weekAdvanceRequest.ts';
import { useFederationClosed } from './federationClosed.ts';
import { isCurrent, navGroups } from './navItems.ts';
import { UnreadBadge } from './UnreadBadge.tsx';
import type { UnreadCounts } from './unread.ts';

export interface NavMenuProps {
  unread: UnreadCounts;
  /** Called after a link or action is chosen (the mobile menu closes). */
  onNavigate?: () => void;
  onSaveGame: () => void;
  /** Adds a Send Feedback action (the mobile menu; desktop has the edge tab). */
  onFeedback?: () => void;
  /** Prefix for test ids, so the sidebar and the mobile menu can be told apart. */
  testIdPrefix: string;
}

const itemClass =
  'group flex h-9 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors duration-150 ' +
  'text-ink-muted hover:bg-raised hover:text-ink aria-[current=page]:bg-gold-soft aria-[current=page]:text-gold';

function slug(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export function NavMenu({ unread, onNavigate, onSaveGame, onFeedback, testIdPrefix }: NavMenuProps) {
  const [path] = useLocation();
  // A closed federation has no week to advance.
  const closed = useFederationClosed();
  return (
    <div className="flex flex-col gap-4">
      {navGroups.map((group) => (
        <div key={group.label} className="flex flex-col gap-1">
          <p className="px-3 pb-1 text-[10px] font-semibold tracking-[0.2em] text-ink-subtle uppercase">{group.label}</p>
          <ul className="flex flex-col gap-0.5">
            {group.items.filter((item) => !(closed && item.advancesWeek)).map((item) => {
              const current = isCurrent(item, path);
              const Icon = item.icon;
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={current ? 'page' : undefined}
                    className={itemClass}
                    onClick={(event) => {
                      if (item.advancesWeek) onNextWeekClick(event);
                      onNavigate?.();
                    }}
                    data-testid={`${testIdPrefix}-${slug(item.label)}`}
                  >
                    <Icon aria-hidden="true" className={cx('size-[18px] shrink-0', current ? 'text-gold' : 'text-ink-subtle group-hover:text-ink')} />
                    <span className="flex-1 truncate">{item.label}</span>
                    {item.unreadOf && (
                      <UnreadBadge
                        count={unread[item.unreadOf]}
                        noun={item.unreadOf === 'messages' ? 'message' : 'report'}
                        testId={item.unreadOf === 'messages' ? `${testIdPrefix}-unread` : `${testIdPrefix}-unread-reports`}
                      />
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <div className="flex flex-col gap-0.5 border-t border-line pt-3">
        <button
          type="button"
          className={itemClass}
          onClick={() => {
            onNavigate?.();
            onSaveGame();
          }}
          data-testid={`${testIdPrefix}-save-game`}
        >
          <Save aria-hidden="true" className="size-[18px] shrink-0 text-ink-subtle group-hover:text-ink" />
          <span className="flex-1 text-left">Save Game</span>
        </button>
        {onFeedback && (
          <button
            type="button"
            className={itemClass}
            onClick={() => {
              onNavigate?.();
              onFeedback();
            }}
            data-testid={`${testIdPrefix}-feedback`}
          >
            <MessageSquareText aria-hidden="true" className="size-[18px] shrink-0 text-ink-subtle group-hover:text-ink" />
            <span className="flex-1 text-left">Send Feedback</span>
          </button>
        )}
        <Link href="/start" className={itemClass} onClick={onNavigate} data-testid={`${testIdPrefix}-start-menu`}>
          <DoorOpen aria-hidden="true" className="size-[18px] shrink-0 text-ink-subtle group-hover:text-ink" />
          <span className="flex-1 truncate">Start Menu</span>
        </Link>
      </div>
    </div>
  );
}
