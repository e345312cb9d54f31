// Upcoming Shows: the next two shows not yet run, with their booking state.
import { CalendarDays, CalendarPlus, MapPin, Tv } from 'lucide-react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/buttonClass.ts';
import type { UpcomingShow } from '#client/state/game.ts';
import { EmptyState, SectionCard } from './SectionCard.tsx';
import { nextShows } from './trend.ts';

export function UpcomingShows({ shows }: { shows: Snapshot<UpcomingShow[]> }) {
  const upcoming = nextShows(shows);
  return (
    <SectionCard title="Upcoming Shows" icon={Tv} viewAllHref="/shows" testId="upcoming-shows">
      {upcoming.length === 0 ? (
        <EmptyState icon={CalendarPlus} title="No upcoming shows">
          <p className="text-sm text-ink-muted">Schedule a show to earn money and popularity.</p>
          <Link href="/shows?create=1" className={buttonClass('primary', 'sm', 'mt-2')} data-testid="dashboard-create-show">
            Create a Show
          </Link>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-2">
          {upcoming.map((show) => (
            <li key={show.id} className="flex flex-col gap-2 rounded-xl border border-line bg-raised/50 px-4 py-3 sm:flex-row sm:items-center" data-testid="upcoming-show">
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{show.name}</p>
                <p className="flex flex-wrap gap-x-3 text-xs text-ink-muted">
                  <span className="flex items-center gap-1">
                    <CalendarDays aria-hidden="true" className="size-3.5" />
                    Week {show.week}, {show.month} {show.year}
                  </span>
                  {show.venue && (
                    <span className="flex items-center gap-1">
                      <MapPin aria-hidden="true" className="size-3.5" />
                      {show.venue}
                    </span>
                  )}
                  <span>
                    {show.matchCount} {show.matchCount === 1 ? 'match' : 'matches'} booked
                  </span>
                </p>
              </div>
              <Link href={`/shows/${show.id}/book`} className={buttonClass('secondary', 'sm')}>
                Book now
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
