// The top of a joint show's booking page, in place of the ticket forecast (a joint show sells no tickets
// of its own): who it is with, its type's card, your share and the income it may bring (the sim's formula
// at today's popularity, jointShowIncomeRange), and the state of the other federation's roster.
import { Handshake } from 'lucide-react';
import type { Snapshot } from 'valtio';
import { useSnapshot } from 'valtio';
import { JOINT_SHOW_TYPE_CARDS } from '#shared/rules/diplomacy.ts';
import type { JointRosterWrestler } from '#shared/sim/diplomacy/jointShowView.ts';
import { jointShowIncomeRange } from '#shared/sim/diplomacy/jointShowIncome.ts';
import { Card } from '#client/components/Card.tsx';
import { RetryNotice } from '#client/components/RetryNotice.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { formatUsd } from '#client/lib/format.ts';
import type { WorldQuery } from '#client/net/useWorldQuery.ts';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import { game, type ShowMirror } from '#client/state/game.ts';

type PartnerQuery = WorldQuery<{ partnerId: string; partnerName: string; wrestlers: JointRosterWrestler[] }>;

export function JointShowBanner({ show, partner }: { show: Snapshot<ShowMirror>; partner: PartnerQuery }) {
  const state = useSnapshot(game).state;
  const views = useWorldQuery('getJointShows', {}, { select: (answer) => answer.jointShows, refresh: state?.calendar.totalWeeksProgressed });
  const view = views.data?.find((v) => v.showId === show.id);
  const partnerFace = partner.data ? state?.federations[partner.data.partnerId] : undefined;
  const combined = (state?.federation.popularity ?? 0) + (partnerFace?.popularity ?? 0);
  const range = view ? jointShowIncomeRange(combined, view.yourSplit) : null;
  return (
    <Card className="flex flex-col gap-3" data-testid="joint-show-banner">
      <h2 className="flex items-center gap-2 font-bold">
        <Handshake aria-hidden="true" className="size-5 text-gold" />
        Joint show{partner.data ? ` with ${partner.data.partnerName}` : ''}
      </h2>
      {view ? (
        <p className="text-sm text-ink-muted">
          {view.typeLabel}: {JOINT_SHOW_TYPE_CARDS[view.type]}. Book from both rosters; each wrestler's fees, fatigue and injuries stay with their own federation, and no title is on the line.
        </p>
      ) : (
        <p className="text-sm text-ink-muted">Book from both rosters; each wrestler's fees, fatigue and injuries stay with their own federation, and no title is on the line.</p>
      )}
      {view && range && (
        <dl className="grid gap-2 sm:grid-cols-2">
          <div className="rounded-xl border border-line bg-canvas/40 p-3">
            <dt className="text-xs text-ink-subtle">Your share</dt>
            <dd className="font-bold tabular-nums">{view.yourSplit}% of the income</dd>
          </div>
          <div className="rounded-xl border border-line bg-canvas/40 p-3">
            <dt className="text-xs text-ink-subtle">Your income, from a weak card to a great one</dt>
            <dd className="font-bold text-gold tabular-nums" data-testid="joint-banner-income">
              {formatUsd(range.min)} – {formatUsd(range.max)}
            </dd>
          </div>
        </dl>
      )}
      <p className="text-xs text-ink-subtle">Income = (combined popularity x $1,500 + a bonus up to $10,000) x (1 + average match quality/10 x 0.5), split as agreed. It replaces ticket sales.</p>
      {partner.status === 'error' && !partner.data ? (
        <RetryNotice title="Their roster could not be loaded" message={partner.error.message} onRetry={partner.retry} data-testid="joint-roster-error" />
      ) : !partner.data ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted" data-testid="joint-roster-loading">
          <Spinner size="sm" /> Loading their roster…
        </p>
      ) : null}
    </Card>
  );
}
