// The week report's "Around the world": how the rivals did in the week that ended, each
// rival's show with its rating, main event and popularity change, and the best show of the week (yours or a
// rival's). Fetched with getWorldWeek (the last completed week: the one the report is about).
import { Crown } from 'lucide-react';
import type { WorldWeek } from '#shared/sim/world/worldWeek.ts';
import { Spinner } from '#client/components/Spinner.tsx';
import { useWorldWeek } from './useWorldWeek.ts';
import { WorldWeekRows } from './WorldWeekRows.tsx';

function bestLine(week: WorldWeek): string | null {
  const best = week.best;
  if (!best) return null;
  const stars = `${best.rating.toFixed(1)} stars`;
  return best.isYou ? `Your ${best.showName} was the best show of the week (${stars}).` : `The best show of the week was ${best.federationName}'s ${best.showName} (${stars}).`;
}

export function AroundTheWorldSection({ weeksPlayed }: { weeksPlayed: number }) {
  const state = useWorldWeek(weeksPlayed);
  // A new week is loading until its own answer arrives (never last week's list under this week's title).
  const week = state.status === 'ready' ? state.data : null;
  const rivals = week?.federations.filter((f) => !f.isYou) ?? [];
  const best = week ? bestLine(week) : null;
  return (
    <section aria-labelledby="around-the-world-title" className="flex flex-col gap-3" data-testid="week-around-the-world">
      <h2 id="around-the-world-title" className="text-sm font-semibold tracking-wider text-ink-muted uppercase">
        Around the world
      </h2>
      {state.status === 'loading' && (
        <p className="flex items-center gap-2 text-sm text-ink-muted" role="status">
          <Spinner size="sm" className="text-gold" />
          Loading how the rivals did...
        </p>
      )}
      {state.status === 'error' && (
        <p className="text-sm text-danger-strong" role="alert">
          {state.error.message}
        </p>
      )}
      {state.status === 'ready' && rivals.length === 0 && <p className="text-sm text-ink-muted">No rival federations this week.</p>}
      {state.status === 'ready' && week && rivals.length > 0 && (
        <>
          {best && (
            <p className="flex items-center gap-2 rounded-xl border border-gold/30 bg-gold-soft px-3 py-2 text-sm font-semibold" data-testid="best-show-of-week">
              <Crown aria-hidden="true" className="size-4 shrink-0 text-gold" />
              {best}
            </p>
          )}
          <WorldWeekRows federations={rivals} detailed bestShowId={week.best?.showId ?? null} />
        </>
      )}
    </section>
  );
}
