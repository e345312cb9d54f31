// Cancelling a show not yet run: half of the rental comes back, the card is dropped.
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { CANCELLATION_REFUND_SHARE } from '../../../../../../shared/rules/venues.ts';
import { Button } from '../../../../components/Button.tsx';
import { Modal } from '../../../../components/Modal.tsx';
import { formatUsd } from '../../../../lib/format.ts';
import { runGameAction } from '../../../../net/gameActions.ts';
import type { ShowMirror } from '../../../../state/game.ts';
import { showDate } from './showFormat.ts';

export function CancelShowDialog({ show, onOpenChange }: { show: Snapshot<ShowMirror> | null; onOpenChange: (open: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  if (!show) return null;
  const refund = Math.round(show.rentalPaid * CANCELLATION_REFUND_SHARE * 100) / 100;
  const share = Math.round(CANCELLATION_REFUND_SHARE * 100);

  async function confirm() {
    if (!show) return;
    setBusy(true);
    const result = await runGameAction('cancelShow', { showId: show.id }, { title: `${show.name} cancelled`, description: `${formatUsd(refund)} of the rental refunded.` });
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
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-ink-muted marker:text-ink-subtle">
        <li>
          {share}% of the rental ({formatUsd(refund)} of {formatUsd(show.rentalPaid)}) comes back to your funds now; the rest is lost.
        </li>
        <li>The card ({show.segmentCount} {show.segmentCount === 1 ? 'segment' : 'segments'}) is dropped and the wrestlers are free again.</li>
        {show.frequency === 'weekly' && <li>A weekly show stops here: it is not booked again next week.</li>}
      </ul>
    </Modal>
  );
}
