// /shows: the federation's shows. Upcoming ones soonest first (book, run this week's, cancel with half
// the rental back), recent results, the full history, and Create Show (also opened by /shows?create=1,
// where the dashboard's "Create a Show" leads).
import { CalendarPlus, Plus, Tv } from 'lucide-react';
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { Badge } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { formatFunds, formatPopularity } from '#client/lib/format.ts';
import type { GameMirror, ShowMirror } from '#client/state/game.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { CancelShowDialog } from './list/CancelShowDialog.tsx';
import { CreateShowDialog } from './list/CreateShowDialog.tsx';
import { outlookInputs } from './list/outlookInputs.ts';
import { RecentResults, ShowHistory } from './list/PastShows.tsx';
import { UpcomingShowCard } from './list/UpcomingShowCard.tsx';
import { splitShows } from './showData.ts';

function ShowsView({ state }: { state: Snapshot<GameMirror> }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(() => new URLSearchParams(search).get('create') === '1');
  const [cancelling, setCancelling] = useState<Snapshot<ShowMirror> | null>(null);
  const { upcoming, completed } = splitShows(Object.values(state.shows) as ShowMirror[]);
  const thisWeek = state.calendar.totalWeeksProgressed;

  function setCreateOpen(open: boolean) {
    setCreating(open);
    if (!open && search.includes('create=')) navigate('/shows', { replace: true });
  }

  return (
    <GamePage testId="shows-page">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="flex items-center gap-3 text-2xl font-black tracking-tight uppercase italic sm:text-3xl">
            <Tv aria-hidden="true" className="size-7 text-gold" />
            Shows
          </h1>
          <p className="max-w-xl text-sm text-ink-muted">Schedule shows up to 8 weeks ahead, book their cards and run them in their week. The venue&apos;s rental is paid when you schedule.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:shrink-0 sm:flex-nowrap">
          <Badge tone="gold" className="text-sm">
            Funds {formatFunds(state.federation.funds)}
          </Badge>
          <Badge className="text-sm">Popularity {formatPopularity(state.federation.popularity)}</Badge>
          <Button onClick={() => setCreateOpen(true)} data-testid="create-show" className="w-full sm:w-auto">
            <Plus aria-hidden="true" className="size-4" />
            Create Show
          </Button>
        </div>
      </div>

      <section aria-labelledby="upcoming-heading" className="flex flex-col gap-3">
        <h2 id="upcoming-heading" className="text-lg font-bold">
          Upcoming shows <span className="text-sm font-medium text-ink-muted">({upcoming.length})</span>
        </h2>
        {upcoming.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface/60 px-6 py-10 text-center" data-testid="shows-empty">
            <span className="grid size-14 place-items-center rounded-2xl bg-gold-soft text-gold">
              <CalendarPlus aria-hidden="true" className="size-7" />
            </span>
            <p className="text-lg font-bold">No shows scheduled</p>
            <p className="max-w-md text-sm text-ink-muted">
              Shows are how your federation earns money and popularity. Schedule one, book matches and promos with your roster, then run it in its week.
            </p>
            <Button onClick={() => setCreateOpen(true)} data-testid="create-show-empty">
              <Plus aria-hidden="true" className="size-4" />
              Create Show
            </Button>
          </div>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2" data-testid="upcoming-shows-list">
            {upcoming.map((show) => (
              <UpcomingShowCard key={show.id} show={show} thisWeek={thisWeek} onCancel={setCancelling} />
            ))}
          </ul>
        )}
      </section>

      <RecentResults shows={completed} />
      {completed.length > 0 && <ShowHistory key={completed[0]?.id ?? ''} />}

      {creating && (
        <CreateShowDialog
          open
          onOpenChange={setCreateOpen}
          federationName={state.federation.name}
          funds={state.federation.funds}
          popularity={state.federation.popularity}
          outlook={outlookInputs(state)}
          calendar={state.calendar}
        />
      )}
      <CancelShowDialog key={cancelling?.id ?? 'none'} show={cancelling} state={state} onOpenChange={(open) => !open && setCancelling(null)} />
    </GamePage>
  );
}

export function ShowsPage() {
  return <GameStateGate>{(state) => <ShowsView state={state} />}</GameStateGate>;
}
