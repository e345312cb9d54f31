// /history: your federation's story. Five sections as Radix Tabs (arrow keys move between them; the choice
// is kept in the address, ?tab=titles, so it survives a reload): every show run, sortable and paged from
// the room's archive; the title lineages; the records; the years with their charts; the Hall of Fame.
// Each section reads its own read-only query (shared/sim/history/), asked again when the week changes.
import { Tabs } from 'radix-ui';
import { Award, CalendarDays, History, Landmark, Trophy, Tv } from 'lucide-react';
import type { Snapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import type { GameMirror } from '#client/state/game.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { HallOfFame } from './HallOfFame.tsx';
import { HistoryRecords } from './HistoryRecords.tsx';
import { ShowArchiveTable } from './ShowArchiveTable.tsx';
import { TitleLineages } from './TitleLineages.tsx';
import { YearByYear } from './YearByYear.tsx';

export const HISTORY_TABS = [
  { id: 'shows', label: 'Shows', icon: Tv },
  { id: 'titles', label: 'Titles', icon: Trophy },
  { id: 'records', label: 'Records', icon: Award },
  { id: 'years', label: 'Years', icon: CalendarDays },
  { id: 'hall-of-fame', label: 'Hall of Fame', icon: Landmark },
] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number]['id'];

export function historyTabFromSearch(search: string): HistoryTab {
  const tab = new URLSearchParams(search).get('tab');
  return HISTORY_TABS.find((t) => t.id === tab)?.id ?? 'shows';
}

const triggerClass =
  'flex min-h-9 items-center justify-center gap-1.5 rounded-lg px-1 text-center text-xs leading-tight font-semibold text-ink-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-gold sm:px-4 sm:text-sm sm:whitespace-nowrap ' +
  'data-[state=active]:bg-raised data-[state=active]:text-ink data-[state=active]:shadow-[inset_0_0_0_1px_var(--color-line-strong)]';

function Section({ tab, refresh }: { tab: HistoryTab; refresh: number }) {
  switch (tab) {
    case 'shows':
      return <ShowArchiveTable refresh={refresh} />;
    case 'titles':
      return <TitleLineages refresh={refresh} />;
    case 'records':
      return <HistoryRecords refresh={refresh} />;
    case 'years':
      return <YearByYear refresh={refresh} />;
    case 'hall-of-fame':
      return <HallOfFame refresh={refresh} />;
  }
}

function HistoryView({ state }: { state: Snapshot<GameMirror> }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab = historyTabFromSearch(search);
  const choose = (next: string) => navigate(next === 'shows' ? '/history' : `/history?tab=${next}`, { replace: true });
  const refresh = state.calendar.totalWeeksProgressed;
  return (
    <GamePage testId="history-page">
      <div className="flex flex-col gap-1">
        <h1 className="flex items-center gap-3 text-2xl font-black tracking-tight uppercase italic sm:text-3xl">
          <History aria-hidden="true" className="size-7 text-gold" />
          History
        </h1>
        <p className="text-sm text-ink-muted">Your federation's story: every show, every reign, the records, the years and the legends.</p>
      </div>
      <Tabs.Root value={tab} onValueChange={choose} className="flex flex-col gap-4">
        <Tabs.List aria-label="History sections" className="grid grid-cols-5 gap-1 rounded-xl border border-line bg-canvas/70 p-1 sm:flex sm:self-start" data-testid="history-tabs">
          {HISTORY_TABS.map(({ id, label, icon: Icon }) => (
            <Tabs.Trigger key={id} value={id} className={triggerClass} data-testid={`history-tab-${id}`}>
              <Icon aria-hidden="true" className="size-4 max-sm:hidden" />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={tab} className="outline-none focus-visible:outline-2 focus-visible:outline-gold">
          <Section tab={tab} refresh={refresh} />
        </Tabs.Content>
      </Tabs.Root>
    </GamePage>
  );
}

export function HistoryPage() {
  return <GameStateGate>{(state) => <HistoryView state={state} />}</GameStateGate>;
}
