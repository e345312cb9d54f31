// /roster: My Roster, the Weekly Market and the Free Agents, as tabs (Radix Tabs). The tab can be
// opened from the address (?tab=market or ?tab=free-agents) and choosing one keeps the address in step.
import { Tabs } from 'radix-ui';
import { Store, UserSearch, Users } from 'lucide-react';
import type { Snapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { Badge } from '#client/components/Badge.tsx';
import { formatFunds, formatPopularity } from '#client/lib/format.ts';
import type { GameMirror } from '#client/state/game.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { FreeAgents } from './FreeAgents.tsx';
import { MyRoster } from './MyRoster.tsx';
import { RosterLoans } from './RosterLoans.tsx';
import { WeeklyMarket } from './WeeklyMarket.tsx';

export const ROSTER_TABS = ['roster', 'market', 'free-agents'] as const;
export type RosterTab = (typeof ROSTER_TABS)[number];

export function tabFromSearch(search: string): RosterTab {
  const tab = new URLSearchParams(search).get('tab');
  return (ROSTER_TABS as readonly string[]).includes(tab ?? '') ? (tab as RosterTab) : 'roster';
}

const triggerClass =
  'flex h-10 min-w-0 items-center justify-center gap-1.5 rounded-lg px-1.5 text-[13px] font-semibold whitespace-nowrap sm:gap-2 sm:px-4 sm:text-sm text-ink-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-gold ' +
  'data-[state=active]:bg-raised data-[state=active]:text-ink data-[state=active]:shadow-[inset_0_0_0_1px_var(--color-line-strong)]';

function Roster({ state }: { state: Snapshot<GameMirror> }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab = tabFromSearch(search);
  const rosterCount = Object.keys(state.roster).length;
  const marketCount = Object.keys(state.market).length;

  function choose(next: string) {
    navigate(next === 'roster' ? '/roster' : `/roster?tab=${next}`, { replace: true });
  }

  return (
    <GamePage testId="roster-page">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="flex items-center gap-3 text-2xl font-black tracking-tight uppercase italic sm:text-3xl">
            <Users aria-hidden="true" className="size-7 text-gold" />
            Roster
          </h1>
          <p className="text-sm text-ink-muted">Sign, train, renew and release the wrestlers of {state.federation.name || 'your federation'}.</p>
        </div>
        <div className="flex gap-2 text-sm">
          <Badge tone="gold" className="text-sm">
            Funds {formatFunds(state.federation.funds)}
          </Badge>
          <Badge className="text-sm">Popularity {formatPopularity(state.federation.popularity)}</Badge>
        </div>
      </div>

      <Tabs.Root value={tab} onValueChange={choose} className="flex flex-col gap-5">
        <Tabs.List aria-label="Roster sections" className="grid grid-cols-3 gap-1 rounded-xl border border-line bg-canvas/70 p-1 sm:flex sm:self-start">
          <Tabs.Trigger value="roster" className={triggerClass} data-testid="roster-tab-roster">
            <Users aria-hidden="true" className="hidden size-4 sm:block" />
            My Roster
            <span className="rounded-full bg-overlay px-1.5 text-xs text-ink-muted tabular-nums">{rosterCount}</span>
          </Tabs.Trigger>
          <Tabs.Trigger value="market" className={triggerClass} data-testid="roster-tab-market">
            <Store aria-hidden="true" className="hidden size-4 sm:block" />
            Market
            <span className="rounded-full bg-overlay px-1.5 text-xs text-ink-muted tabular-nums">{marketCount}</span>
          </Tabs.Trigger>
          <Tabs.Trigger value="free-agents" className={triggerClass} data-testid="roster-tab-free-agents">
            <UserSearch aria-hidden="true" className="hidden size-4 sm:block" />
            Free Agents
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="roster" className="outline-none">
          <div className="flex flex-col gap-5">
            <RosterLoans refresh={`${state.calendar.totalWeeksProgressed}-${Object.keys(state.roster).join()}`} />
            <MyRoster roster={state.roster} onGoToMarket={() => choose('market')} />
          </div>
        </Tabs.Content>
        <Tabs.Content value="market" className="outline-none">
          <WeeklyMarket market={state.market} week={state.calendar.totalWeeksProgressed} />
        </Tabs.Content>
        <Tabs.Content value="free-agents" className="outline-none">
          <FreeAgents federationPopularity={state.federation.popularity} week={state.calendar.totalWeeksProgressed} />
        </Tabs.Content>
      </Tabs.Root>
    </GamePage>
  );
}

export function RosterPage() {
  return <GameStateGate>{(state) => <Roster state={state} />}</GameStateGate>;
}
