// /tv-networks: your standing with the 14 TV networks, the offers to accept or decline, and the broadcast
// deals running (earnings, episodes against the targets, misses in a row) and recently ended.
import { Tv } from 'lucide-react';
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { Notice } from '#client/components/Notice.tsx';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import { formatPopularity, formatUsd } from '#client/lib/format.ts';
import type { GameMirror } from '#client/state/game.ts';
import { broadcastDealField, tvOfferField } from '#shared/schema/syncedJson.ts';
import { CANCELLED_DEAL_COOLDOWN_WEEKS } from '#shared/rules/tv.ts';
import type { HeldNetwork } from '#shared/sim/tv/networkHolders.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { DealCard, EndedDealRow } from './DealCard.tsx';
import { NetworkLadder, type LadderNetwork } from './NetworkLadder.tsx';
import { AcceptOfferDialog, DeclineOfferDialog } from './TvDialogs.tsx';
import { advertisingMultiplier, eligibleShows, lastRatedShow, type BroadcastDeal } from './tvData.ts';

function Summary({ label, value, testId, hint }: { label: string; value: string; testId: string; hint?: string }) {
  return (
    <div className="flex min-w-0 flex-col rounded-xl border border-line bg-surface/80 px-4 py-3">
      <span className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">{label}</span>
      <span className="text-lg font-black tabular-nums sm:text-xl" data-testid={testId}>
        {value}
      </span>
      {hint && <span className="text-xs leading-snug text-ink-subtle">{hint}</span>}
    </div>
  );
}

/** The networks rivals air on (read-only getNetworkHolders), asked again at each week; the last list stays through a failed ask. */
function useNetworkHolders(week: number): readonly HeldNetwork[] {
  const query = useWorldQuery('getNetworkHolders', {}, { select: (answer) => answer.networkHolders ?? [], refresh: week, keepOnError: true });
  return query.data ?? [];
}

function TvView({ state }: { state: Snapshot<GameMirror> }) {
  const [accepting, setAccepting] = useState<LadderNetwork | null>(null);
  const [declining, setDeclining] = useState<LadderNetwork | null>(null);
  const { federation, calendar, shows, business } = state;
  const now = calendar.totalWeeksProgressed;
  const holders = useNetworkHolders(now);
  const popularity = federation.popularity;

  const deals = Object.values(state.broadcastDeals)
    .map((row) => broadcastDealField.decode(row.deal))
    .filter((d): d is BroadcastDeal => d !== null);
  const active = deals.filter((d) => d.isActive).toSorted((a, b) => a.startWeek - b.startWeek || a.id.localeCompare(b.id, 'en', { numeric: true }));
  const ended = deals.filter((d) => !d.isActive).toSorted((a, b) => b.endWeek - a.endWeek || b.id.localeCompare(a.id, 'en', { numeric: true }));
  const allShows = Object.values(shows);
  const candidates = eligibleShows(allShows, active, now);
  const last = lastRatedShow(allShows);

  const networks: LadderNetwork[] = state.tvNetworks
    .toSorted((a, b) => a.minPopularityRequired - b.minPopularityRequired || a.networkSize - b.networkSize)
    .map((n) => {
      const deal = active.find((d) => d.networkId === n.networkId);
      const cancelled = ended.filter((d) => d.networkId === n.networkId && d.endedReason === 'cancelled').map((d) => (d.performanceHistory.at(-1)?.weekIndex ?? d.endWeek) + CANCELLED_DEAL_COOLDOWN_WEEKS);
      return {
        networkId: n.networkId,
        name: n.name,
        networkSize: n.networkSize,
        minPopularityRequired: n.minPopularityRequired,
        description: n.description,
        isUnlocked: n.isUnlocked,
        offer: tvOfferField.decode(n.offer),
        onAir: !!deal,
        onAirShow: deal ? (shows[deal.showId]?.name ?? null) : null,
        cooldownEndsWeek: cancelled.length ? Math.max(...cancelled) : null,
        heldBy: deal ? null : (holders.find((h) => h.networkId === n.networkId) ?? null),
      };
    });
  const nameOf = (networkId: string) => networks.find((n) => n.networkId === networkId)?.name ?? networkId;
  const unlocked = networks.filter((n) => n.isUnlocked).length;
  const offers = networks.filter((n) => n.offer && !n.onAir && !n.heldBy);
  const earnings = deals.reduce((sum, d) => sum + d.totalEarnings, 0);
  const nextLocked = networks.find((n) => !n.isUnlocked);

  return (
    <GamePage testId="tv-page">
      <div className="flex flex-col gap-1">
        <h1 className="flex items-center gap-3 text-2xl font-black tracking-tight uppercase italic sm:text-3xl">
          <Tv aria-hidden="true" className="size-7 text-gold" />
          TV Networks
        </h1>
        <p className="max-w-2xl text-sm text-ink-muted">
          Networks open up as your popularity grows and offer to air one of your weekly shows. Every episode pays, and must meet the network&apos;s rating and viewership targets.
        </p>
      </div>

      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <Summary label="Popularity" value={formatPopularity(popularity)} testId="tv-popularity" hint={nextLocked ? `Next network at ${nextLocked.minPopularityRequired}` : 'Every network open'} />
        <Summary label="Networks unlocked" value={`${unlocked} / ${networks.length}`} testId="tv-unlocked" hint={offers.length ? `${offers.length} offer${offers.length === 1 ? '' : 's'} waiting` : 'No offer waiting'} />
        <Summary label="TV earnings" value={formatUsd(earnings)} testId="tv-earnings" hint="Current and recent deals" />
      </div>

      <section className="flex flex-col gap-4" aria-labelledby="tv-deals-heading">
        <h2 id="tv-deals-heading" className="text-lg font-bold tracking-tight">
          Your deals
        </h2>
        {active.length === 0 && (
          <Notice tone="info" title="No show on TV yet" data-testid="tv-no-deal">
            {offers.length > 0
              ? `Accept an offer below to air a weekly show: ${offers.map((n) => n.name).join(', ')}.`
              : 'When a network you have unlocked makes an offer, it appears below. Offers arrive at the week advance.'}
          </Notice>
        )}
        {active.map((deal) => (
          <DealCard key={deal.id} deal={deal} networkName={nameOf(deal.networkId)} calendar={calendar} shows={shows} candidates={candidates} />
        ))}
        {ended.length > 0 && (
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-ink-muted">Recently ended</h3>
            <ul className="flex flex-col gap-2">
              {ended.map((deal) => (
                <EndedDealRow key={deal.id} deal={deal} networkName={nameOf(deal.networkId)} calendar={calendar} renewalWaiting={!!networks.find((n) => n.networkId === deal.networkId)?.offer?.isRenewal} />
              ))}
            </ul>
          </div>
        )}
      </section>

      <section className="flex flex-col gap-4" aria-labelledby="tv-networks-heading">
        <div className="flex flex-col gap-1">
          <h2 id="tv-networks-heading" className="text-lg font-bold tracking-tight">
            Networks
          </h2>
          <p className="text-sm text-ink-muted">From public access to global giants: a bigger network pays more and expects more.</p>
        </div>
        {networks.length === 0 ? (
          <Notice tone="info">No TV networks yet: they appear once your federation is founded.</Notice>
        ) : (
          <NetworkLadder
            networks={networks}
            popularity={popularity}
            calendar={calendar}
            estimate={{ popularity, advertising: advertisingMultiplier(business), lastShow: last ? { name: last.name, rating: last.rating } : null }}
            onAccept={setAccepting}
            onDecline={setDeclining}
          />
        )}
      </section>

      <AcceptOfferDialog key={`accept-${accepting?.networkId ?? ''}`} network={accepting} shows={candidates} onOpenChange={(open) => !open && setAccepting(null)} />
      <DeclineOfferDialog key={`decline-${declining?.networkId ?? ''}`} network={declining} onOpenChange={(open) => !open && setDeclining(null)} />
    </GamePage>
  );
}

export function TvNetworksPage() {
  return <GameStateGate>{(state) => <TvView state={state} />}</GameStateGate>;
}
