// The dashboard's "This week around the world": your show against the rivals' shows of
// the last completed week, ratings as bars on one scale, your row first and highlighted; a link to the
// global wrestling scene. Fetched with getWorldWeek whenever a week has been played.
import { Globe2, Tv } from 'lucide-react';
import { Spinner } from '#client/components/Spinner.tsx';
import { EmptyState, SectionCard } from '../dashboard/SectionCard.tsx';
import { useWorldWeek } from './useWorldWeek.ts';
import { WorldWeekRows } from './WorldWeekRows.tsx';

export function AroundTheWorldCard({ weeksPlayed }: { weeksPlayed: number }) {
  const state = useWorldWeek(weeksPlayed);
  // A new week is loading until its own answer arrives (never last week's list under this week's title).
  const week = state.status === 'ready' ? state.data : null;
  const anyShow = week?.federations.some((f) => f.shows.length > 0) ?? false;
  return (
    <SectionCard title="This week around the world" icon={Globe2} viewAllHref="/global-wrestling-scene" viewAllLabel="Global scene" testId="around-the-world">
      {state.status === 'loading' && (
        <p className="flex items-center gap-2 py-6 text-sm text-ink-muted" role="status">
          <Spinner size="sm" className="text-gold" />
          Loading the week around the world...
        </p>
      )}
      {state.status === 'error' && (
        <p className="text-sm text-danger-strong" role="alert">
          {state.error.message}
        </p>
      )}
      {state.status === 'ready' &&
        (!week || !anyShow ? (
          <EmptyState icon={Tv} title="No shows yet">
            <p className="text-sm text-ink-muted">{week ? 'Nobody held a show last week.' : 'After your first week, your show and the rivals\u2019 shows of the week are compared here.'}</p>
          </EmptyState>
        ) : (
          <>
            <p className="-mt-2 text-xs text-ink-muted" data-testid="around-the-world-date">
              Week {week.week}, {week.month} {week.year}
            </p>
            <WorldWeekRows federations={week.federations} bestShowId={week.best?.showId ?? null} />
          </>
        ))}
    </SectionCard>
  );
}
