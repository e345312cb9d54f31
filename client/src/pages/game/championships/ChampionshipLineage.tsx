// A title's lineage, loaded with getChampionship when the panel opens (and again when the title
// changes): every entry newest first with its date, event, holder, prestige and description.
import { RefreshCw } from 'lucide-react';
import type { ChampionshipEvent } from '#shared/sim/championships/championship.ts';
import { Badge, type BadgeTone } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';

const EVENTS: Record<ChampionshipEvent, { label: string; tone: BadgeTone }> = {
  created: { label: 'Introduced', tone: 'info' },
  awarded: { label: 'Awarded', tone: 'gold' },
  won: { label: 'Title change', tone: 'gold' },
  defended: { label: 'Defended', tone: 'success' },
  vacated: { label: 'Vacated', tone: 'danger' },
};


/** `version` changes whenever the synced title does, so an open panel reloads its lineage. */
export function ChampionshipLineage({ championshipId, version, id }: { championshipId: string; version: string; id: string }) {
  const lineage = useWorldQuery('getChampionship', { championshipId }, { select: (answer) => answer.championship?.history, refresh: version, missing: 'The lineage could not be loaded.' });
  const entries = lineage.status === 'ready' ? [...lineage.data].reverse() : [];
  return (
    <div id={id} className="flex flex-col gap-2 border-t border-line pt-4" data-testid="championship-lineage" aria-busy={lineage.status === 'loading'}>
      <h3 className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Lineage, newest first</h3>
      {lineage.status === 'loading' && (
        <p className="flex items-center gap-2 py-3 text-sm text-ink-muted">
          <Spinner size="sm" />
          Loading the lineage…
        </p>
      )}
      {lineage.status === 'error' && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-danger/30 bg-danger-soft px-3 py-2 text-sm" role="alert">
          {lineage.error.message}
          <Button variant="secondary" size="sm" onClick={lineage.retry}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      )}
      {lineage.status === 'ready' && (
        <ol className="relative flex max-h-80 flex-col gap-3 overflow-y-auto pr-1">
          {entries.map((entry, index) => {
            const event = EVENTS[entry.event] ?? { label: entry.event, tone: 'neutral' as const };
            return (
              <li key={`${entry.weekIndex}-${index}`} className="flex gap-3" data-testid="lineage-entry">
                <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full border-2 border-gold bg-canvas" />
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-subtle">
                    <span className="font-semibold text-ink-muted">
                      Week {entry.week}, {entry.month} {entry.year}
                    </span>
                    <Badge tone={event.tone}>{event.label}</Badge>
                    <span className="tabular-nums">Prestige {Math.round(entry.prestige)}</span>
                  </div>
                  <p className="text-sm">
                    <span className="font-semibold">{entry.holderName}</span>
                    <span className="text-ink-muted"> · {entry.eventDescription}</span>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
