// Cancelling a show not yet run: half of the rental comes back, the card is dropped. A weekly show on TV
// says first what becomes of its deal (shared/sim/tv/cancelOnAir.ts: the next weekly show takes it, or the
// network counts a miss each week until another is assigned on the TV page).
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { findTvNetwork } from '#shared/data/tvNetworks.ts';
import { formatDate } from '#shared/rules/calendar.ts';
import { CANCELLATION_REFUND_SHARE } from '#shared/rules/venues.ts';
import { nextShowForDeal } from '#shared/sim/tv/cancelOnAir.ts';
import { Button } from '#client/components/Button.tsx';
import { Modal } from '#client/components/Modal.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { formatUsd } from '#client/lib/format.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import type { GameMirror, ShowMirror } from '#client/state/game.ts';
import { showDate } from './showFormat.ts';

/** What cancelling the show does to its TV deal: none, moved to a show, or left waiting for one. */
export type DealOutcome = { network: string; movedTo: Snapshot<ShowMirror> | null } | null;

export function dealOutcome(show: Snapshot<ShowMirror>, state: Pick<Snapshot<GameMirror>, 'broadcastDeals' | 'shows' | 'calendar'>): DealOutcome {
  const deals = Object.values(state.broadcastDeals).filter((d) => d.isActive);
  const deal = deals.find((d) => d.showId === show.id);
  if (!deal) return null;
  const unrun = Object.values(state.shows).filter((s) => !s.isComplete);
  const movedTo = nextShowForDeal(unrun, new Set(deals.map((d) => d.showId)), state.calendar.totalWeeksProgressed, show.id) ?? null;
  return { network: findTvNetwork(deal.networkId)?.name ?? 'a TV network', movedTo };
}

function DealNotice({ show, outcome }: { show: Snapshot<ShowMirror>; outcome: NonNullable<DealOutcome> }) {
  return (
    <Notice tone={outcome.movedTo ? 'info' : 'warning'} data-testid="cancel-show-tv">
      {outcome.movedTo ? (
        `${show.name} airs on ${outcome.network}: the deal moves to ${outcome.movedTo.name} (${formatDate(outcome.movedTo)}), your next weekly show.`
      ) : (
        <>
          {show.name} airs on {outcome.network}: the network counts a missed episode each week until you assign another weekly show on the{' '}
          <Link href="/tv-networks" className="font-semibold text-gold hover:underline">
            TV page
          </Link>
          .
        </>
      )}
    </Notice>
  );
}

export function CancelShowDialog({ show, state, onOpenChange }: { show: Snapshot<ShowMirror> | null; state: Pick<Snapshot<GameMirror>, 'broadcastDeals' | 'shows' | 'calendar'>; onOpenChange: (open: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  if (!show) return null;
  const refund = Math.round(show.rentalPaid * CANCELLATION_REFUND_SHARE * 100) / 100;
  const share = Math.round(CANCELLATION_REFUND_SHARE * 100);
  const outcome = dealOutcome(show, state);
  const dealNote = !outcome ? '' : outcome.movedTo ? ` ${outcome.network} now airs ${outcome.movedTo.name}.` : ` ${outcome.network} waits for another weekly show: assign one on the TV page.`;

  async function confirm() {
    if (!show) return;
    setBusy(true);
    const result = await runGameAction('cancelShow', { showId: show.id }, { title: `${show.name} cancelled`, description: `${formatUsd(refund)} of the rental refunded.${dealNote}` });
    setBusy(false);
    if (result.ok) onOpenChange(false);
  }

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={`Cancel ${show.name}?`}
      description={`${showDate(show)} at ${show.venue}`}
      data-testid="cancel-show-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Keep the show
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={busy} busy={busy} data-testid="confirm-cancel-show">
            Cancel show
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {outcome && <DealNotice show={show} outcome={outcome} />}
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-ink-muted marker:text-ink-subtle">
          <li>
            {share}% of the rental ({formatUsd(refund)} of {formatUsd(show.rentalPaid)}) comes back to your funds now; the rest is lost.
          </li>
          <li>The card ({show.segmentCount} {show.segmentCount === 1 ? 'segment' : 'segments'}) is dropped and the wrestlers are free again.</li>
          {show.frequency === 'weekly' && <li>A weekly show stops here: it is not booked again next week.</li>}
        </ul>
      </div>
    </Modal>
  );
}
