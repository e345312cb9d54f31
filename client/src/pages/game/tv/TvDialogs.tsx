// Accepting an offer (pick the weekly show it will air: weekly shows not yet run and not airing on
// another network) and declining one (the network waits OFFER_COOLDOWN_WEEKS before offering again).
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/Button.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Modal } from '#client/components/Modal.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { runGameAction } from '#client/net/gameActions.ts';
import type { ShowMirror } from '#client/state/game.ts';
import { formatDate } from '#shared/rules/calendar.ts';
import { MISSES_BEFORE_CANCEL, OFFER_COOLDOWN_WEEKS } from '#shared/rules/tv.ts';
import { CostRow, SelectField } from '../shows/list/fields.tsx';
import type { LadderNetwork } from './NetworkLadder.tsx';
import { formatPayment, formatViewers, plural } from './tvData.ts';

export interface AcceptOfferDialogProps {
  network: LadderNetwork | null;
  /** Weekly shows not yet run and not airing elsewhere, soonest first. */
  shows: readonly Readonly<ShowMirror>[];
  onOpenChange: (open: boolean) => void;
}

export function AcceptOfferDialog({ network, shows, onOpenChange }: AcceptOfferDialogProps) {
  const [picked, setPicked] = useState(shows[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const offer = network?.offer;
  if (!network || !offer) return null;
  const showId = shows.some((s) => s.id === picked) ? picked : (shows[0]?.id ?? '');
  const show = shows.find((s) => s.id === showId);

  async function confirm() {
    if (!network || !showId) return;
    setBusy(true);
    const result = await runGameAction('acceptTvOffer', { networkId: network.networkId, showId }, { title: `On air with ${network.name}`, description: `${show?.name ?? 'Your show'} now airs on ${network.name}.` });
    setBusy(false);
    if (result.ok) onOpenChange(false);
  }

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={`Accept ${network.name}'s offer?`}
      description={`${formatPayment(offer.paymentStructure, offer.paymentAmount)} for ${plural(offer.lengthWeeks, 'week')} of one weekly show.`}
      data-testid="accept-offer-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={busy || !showId} busy={busy} data-testid="confirm-accept-offer">
            Accept and air
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {shows.length > 0 ? (
          <SelectField
            label="Weekly show to air"
            hint="Weekly shows not yet run and not airing on another network. Each week the show is booked again, and the deal follows it."
            value={showId}
            onChange={(e) => setPicked(e.target.value)}
            data-testid="accept-offer-show"
          >
            {shows.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} · {formatDate(s)}
              </option>
            ))}
          </SelectField>
        ) : (
          <Notice
            tone="warning"
            title="No weekly show to air"
            data-testid="accept-offer-no-show"
            actions={
              <Link href="/shows?create=1" className={buttonClass('secondary', 'sm')}>
                Create a weekly show
              </Link>
            }
          >
            A TV deal airs a weekly show that has not run yet and is not on another network. Create one (frequency: weekly), then accept this offer.
          </Notice>
        )}
        <dl className="divide-y divide-line rounded-xl border border-line bg-raised/50 px-4">
          <CostRow label="Payment" value={formatPayment(offer.paymentStructure, offer.paymentAmount)} tone="gold" />
          <CostRow label="Length" value={plural(offer.lengthWeeks, 'week')} />
          <CostRow label="Each episode must rate" value={`${offer.minimumShowRatingTarget.toFixed(1)}★`} />
          <CostRow label="And draw" value={`${formatViewers(offer.minimumViewershipTarget)} viewers`} />
        </dl>
        <p className="text-sm text-ink-muted">
          An episode that misses either target, or a week with no episode, is a miss; after {MISSES_BEFORE_CANCEL} misses in a row {network.name} cancels the deal.
        </p>
      </div>
    </Modal>
  );
}

export function DeclineOfferDialog({ network, onOpenChange }: { network: LadderNetwork | null; onOpenChange: (open: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  if (!network) return null;

  async function confirm() {
    if (!network) return;
    setBusy(true);
    const result = await runGameAction('declineTvOffer', { networkId: network.networkId }, { title: 'Offer declined', description: `${network.name} will not offer again for ${OFFER_COOLDOWN_WEEKS} weeks.` });
    setBusy(false);
    if (result.ok) onOpenChange(false);
  }

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={`Decline ${network.name}'s offer?`}
      data-testid="decline-offer-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Keep the offer
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={busy} busy={busy} data-testid="confirm-decline-offer">
            Decline
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-muted">
        {network.name} waits {OFFER_COOLDOWN_WEEKS} weeks before making you another offer.
      </p>
    </Modal>
  );
}
