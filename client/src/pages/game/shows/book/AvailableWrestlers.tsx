// "Available wrestlers": the roster best first with category, rating, status and whether each is
// already on this card, to help pick who to book. A joint show lists both federations' rosters, each
// under its name (jointRoster.tsx).
import { Users } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '#client/components/Badge.tsx';
import { CategoryBadge } from '#client/components/talent/CategoryBadge.tsx';
import { FatigueBadge } from '#client/components/talent/FatigueBadge.tsx';
import { StatusBadge } from '#client/components/talent/StatusBadge.tsx';
import { WrestlerPortrait } from '#client/components/WrestlerAvatar.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatPopularity } from '#client/lib/format.ts';
import type { Segment } from '../showData.ts';
import { bookedIn, rosterByRating, type Roster } from './bookingData.ts';
import { useRosterGroups } from './jointRoster.tsx';
import { PromisedBadge, usePromised } from '../../promises/usePromised.tsx';
import type { PromiseView } from '#shared/sim/promises/board.ts';

type Listed = ReturnType<typeof rosterByRating>;

function WrestlerList({ wrestlers, card, promised }: { wrestlers: Listed; card: readonly Segment[]; promised: ReadonlyMap<string, PromiseView> }) {
  return (
    <ul className="flex flex-col gap-1">
      {wrestlers.map((w) => {
        const segment = bookedIn(card, w.id);
        const dim = w.status !== 'active' || !!segment;
        return (
          <li key={w.id} className={cx('flex items-center gap-2.5 rounded-xl px-2 py-1.5', dim ? 'opacity-60' : 'hover:bg-raised/60')} data-testid="available-wrestler" data-wrestler-id={w.id}>
            <WrestlerPortrait wrestler={w} size={36} className="size-9 rounded-lg" />
            <div className="min-w-0 flex-1">
              <div className="flex items-center justify-between gap-2">
                <Link href={`/wrestler/${w.id}`} className="min-w-0 truncate text-sm font-semibold hover:text-gold">
                  {w.name}
                </Link>
                <span className="shrink-0 text-xs font-bold tabular-nums" title="Rating">
                  {w.totalPoints}
                </span>
              </div>
              <div className="flex items-center justify-between gap-2 text-xs text-ink-muted">
                <span className="tabular-nums">Popularity {formatPopularity(w.popularity)}</span>
                {segment ? (
                  <Badge tone="gold" className="px-2 py-0 text-[11px]">
                    On card
                  </Badge>
                ) : (
                  <StatusBadge wrestler={w} compact className="px-2 py-0 text-[11px]" />
                )}
              </div>
              <div className="flex flex-wrap items-center gap-1">
                <FatigueBadge fatigue={w.fatigue} small />
                {promised.has(w.id) && <PromisedBadge view={promised.get(w.id)!} />}
              </div>
            </div>
            <CategoryBadge category={w.category} />
          </li>
        );
      })}
    </ul>
  );
}

export function AvailableWrestlers({ roster, card }: { roster: Roster; card: readonly Segment[] }) {
  const groups = useRosterGroups();
  // What you promised whom (a title match, a main event, rest): a badge to book by.
  const promised = usePromised();
  const wrestlers = rosterByRating(roster);
  const free = wrestlers.filter((w) => w.status === 'active' && !bookedIn(card, w.id)).length;
  return (
    <section aria-labelledby="available-heading" className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card" data-testid="available-wrestlers">
      <h2 id="available-heading" className="flex items-center justify-between gap-2 font-bold">
        <span className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-5 text-gold" />
          Available wrestlers
        </span>
        <span className="text-sm font-medium text-ink-muted" data-testid="available-count">
          {free} free of {wrestlers.length}
        </span>
      </h2>
      {wrestlers.length === 0 ? (
        <p className="text-sm text-ink-muted">
          Your roster is empty.{' '}
          <Link href="/roster?tab=market" className="font-semibold text-gold hover:underline">
            Sign wrestlers
          </Link>{' '}
          to book them.
        </p>
      ) : (
        <div className="flex max-h-[36rem] flex-col gap-3 overflow-y-auto pr-1">
          {groups ? (
            groups.map((group) => (
              <div key={group.label} className="flex flex-col gap-1" data-testid="available-group">
                <h3 className="px-2 text-xs font-semibold tracking-wide text-ink-subtle uppercase">{group.label}</h3>
                <WrestlerList wrestlers={wrestlers.filter((w) => group.ids.includes(w.id))} card={card} promised={promised} />
              </div>
            ))
          ) : (
            <WrestlerList wrestlers={wrestlers} card={card} promised={promised} />
          )}
        </div>
      )}
    </section>
  );
}
