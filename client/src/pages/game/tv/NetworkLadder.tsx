// The 14 networks from the smallest up: size, minimum popularity, description and where you stand with
// each (locked with progress, an offer, no offer now, on air); an offer shows its terms, when it
// expires, how viewership is estimated and Accept / Decline.
import { Lock, Radio, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Badge } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatPopularity, formatUsd } from '#client/lib/format.ts';
import { formatDate } from '#shared/rules/calendar.ts';
import { episodePayment, OFFER_COOLDOWN_WEEKS } from '#shared/rules/tv.ts';
import type { CalendarNow } from './DealCard.tsx';
import { compactViewers, dateOfWeek, estimateViewers, formatPayment, formatViewers, plural, ratingForViewers, unlockText, type TvOffer } from './tvData.ts';

export interface LadderNetwork {
  networkId: string;
  name: string;
  networkSize: number;
  minPopularityRequired: number;
  description: string;
  isUnlocked: boolean;
  offer: TvOffer | null;
  /** The name of the show an active deal with this network airs, or null. */
  onAirShow: string | null;
  onAir: boolean;
  /** A deal with this network was cancelled: the week its cooldown ends. */
  cooldownEndsWeek: number | null;
  /** Another federation airs on this network (one federation at a time): no offer until its deal ends. */
  heldBy?: { federationId: string; name: string; endWeek: number } | null;
}

export interface EstimateContext {
  popularity: number;
  advertising: number;
  /** The last show's rating and name, if one was rated. */
  lastShow: { name: string; rating: number } | null;
}

function Term({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">{label}</dt>
      <dd className="text-sm font-bold tabular-nums text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function expiryText(offer: TvOffer, now: number): string {
  const weeks = offer.expiresWeek - now;
  if (weeks <= 0) return 'Expires at the end of this week';
  return `Expires in ${plural(weeks, 'week')}`;
}

function OfferCard({ network, offer, calendar, estimate, onAccept, onDecline }: { network: LadderNetwork; offer: TvOffer; calendar: CalendarNow; estimate: EstimateContext; onAccept: () => void; onDecline: () => void }) {
  const now = calendar.totalWeeksProgressed;
  const last = estimate.lastShow;
  const lastViewers = last ? estimateViewers(network.networkSize, last.rating, estimate.popularity, estimate.advertising) : null;
  const needed = ratingForViewers(network.networkSize, offer.minimumViewershipTarget, estimate.popularity, estimate.advertising);
  const expiringSoon = offer.expiresWeek - now <= 1;
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-gold/40 bg-gold-soft/40 p-4" data-testid={`tv-offer-${network.networkId}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-bold text-gold">
          <Sparkles aria-hidden="true" className="size-4" />
          {offer.isRenewal ? 'Renewal offer' : 'Offer'}
          {offer.isRenewal && (
            <Badge tone="info" className="ml-1">
              Renewal
            </Badge>
          )}
        </p>
        <span className={cx('text-xs font-semibold', expiringSoon ? 'text-danger-strong' : 'text-ink-muted')} data-testid={`offer-expiry-${network.networkId}`}>
          {expiryText(offer, now)} · last week to accept: {formatDate(dateOfWeek(calendar, offer.expiresWeek))}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        <Term label="Payment" testId={`offer-payment-${network.networkId}`}>
          {formatPayment(offer.paymentStructure, offer.paymentAmount)}
        </Term>
        <Term label="Length">{plural(offer.lengthWeeks, 'week')}</Term>
        <Term label="Rating target" testId={`offer-rating-target-${network.networkId}`}>
          {offer.minimumShowRatingTarget.toFixed(1)}★
        </Term>
        <Term label="Viewers target" testId={`offer-viewers-target-${network.networkId}`}>
          {formatViewers(offer.minimumViewershipTarget)}
        </Term>
      </dl>
      <div className="rounded-lg border border-line bg-surface/70 p-3 text-xs leading-relaxed text-ink-muted" data-testid={`offer-estimate-${network.networkId}`}>
        <p>
          Viewers per episode = network size × rating/10 × (0.3 + 0.7 × popularity/100) × advertising
          {estimate.advertising !== 1 ? ` (yours: ×${estimate.advertising.toFixed(2)})` : ''}, at most the whole network.
          {needed !== null && (
            <>
              {' '}
              At your popularity of {formatPopularity(estimate.popularity)}, an episode needs about{' '}
              <strong className="text-ink">{Math.max(needed, offer.minimumShowRatingTarget).toFixed(1)}★</strong> to meet both targets.
            </>
          )}
          {needed === null && ` At your popularity of ${formatPopularity(estimate.popularity)}, not even a 10★ show would reach the viewers target yet.`}
        </p>
        {last && lastViewers !== null && (
          <p className="mt-1">
            Your last show, {last.name}, rated {last.rating.toFixed(1)}★: on {network.name} it would draw about{' '}
            <strong className="text-ink">{formatViewers(lastViewers)} viewers</strong>
            {offer.paymentStructure === 'percentage' && <> and pay {formatUsd(episodePayment('percentage', offer.paymentAmount, lastViewers))}</>}
            {lastViewers >= offer.minimumViewershipTarget && last.rating >= offer.minimumShowRatingTarget ? ', meeting both targets.' : ', short of the targets.'}
          </p>
        )}
        {offer.paymentStructure === 'percentage' && <p className="mt-1">Ad revenue is $0.10 per viewer; you receive {offer.paymentAmount}% of it.</p>}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDecline} data-testid={`decline-offer-${network.networkId}`}>
          Decline
        </Button>
        <Button onClick={onAccept} data-testid={`accept-offer-${network.networkId}`}>
          Accept offer
        </Button>
      </div>
    </div>
  );
}

function Status({ network }: { network: LadderNetwork }) {
  if (network.onAir) return <Badge tone="success">On air</Badge>;
  if (network.heldBy) return <Badge>Taken</Badge>;
  if (!network.isUnlocked)
    return (
      <Badge>
        <Lock aria-hidden="true" className="size-3" />
        Locked
      </Badge>
    );
  if (network.offer) return <Badge tone="gold">Offer</Badge>;
  return <Badge tone="info">Unlocked</Badge>;
}

export interface NetworkLadderProps {
  networks: readonly LadderNetwork[];
  popularity: number;
  calendar: CalendarNow;
  estimate: EstimateContext;
  onAccept: (network: LadderNetwork) => void;
  onDecline: (network: LadderNetwork) => void;
}

export function NetworkLadder({ networks, popularity, calendar, estimate, onAccept, onDecline }: NetworkLadderProps) {
  return (
    <ol className="flex flex-col gap-3" aria-label="TV networks, smallest first">
      {networks.map((network, index) => {
        // Floored: a bar full to the end would say "reached" while 11.96 is still short of 12.
        const held = !network.onAir && !!network.heldBy;
        const progress = Math.min(100, Math.floor((popularity / Math.max(1, network.minPopularityRequired)) * 100));
        return (
          <li
            key={network.networkId}
            className={cx(
              'flex flex-col rounded-card border',
              network.isUnlocked ? 'gap-3 p-4 sm:p-5' : 'gap-2 px-4 py-3 sm:px-5',
              network.onAir ? 'border-success/40 bg-surface' : held ? 'border-line bg-surface/50' : network.offer ? 'border-gold/40 bg-surface shadow-glow' : network.isUnlocked ? 'border-line bg-surface' : 'border-line bg-surface/50',
            )}
            data-testid="tv-network"
            data-network-id={network.networkId}
            data-status={network.onAir ? 'on-air' : held ? 'held' : !network.isUnlocked ? 'locked' : network.offer ? 'offer' : 'unlocked'}
          >
            <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
              <span aria-hidden="true" className={cx('grid size-9 shrink-0 place-items-center rounded-lg text-sm font-black tabular-nums', network.isUnlocked ? 'bg-gold-soft text-gold' : 'bg-raised text-ink-subtle')}>
                {index + 1}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className={cx('font-bold', network.isUnlocked ? 'text-ink' : 'text-ink-muted')}>{network.name}</h3>
                  <Status network={network} />
                </div>
                <p className="text-sm text-ink-muted">{network.description}</p>
              </div>
              <dl className="flex shrink-0 gap-5 text-right max-sm:w-full max-sm:justify-start max-sm:pl-13 max-sm:text-left">
                <div>
                  <dt className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Viewers</dt>
                  <dd className="font-bold tabular-nums" title={formatViewers(network.networkSize)}>
                    {compactViewers(network.networkSize)}
                  </dd>
                </div>
                <div>
                  <dt className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Min. popularity</dt>
                  <dd className="font-bold tabular-nums">{network.minPopularityRequired}</dd>
                </div>
              </dl>
            </div>

            {held && (
              <p className="flex items-center gap-2 text-sm text-ink-muted sm:pl-13" data-testid={`network-held-${network.networkId}`}>
                <Radio aria-hidden="true" className="size-4 shrink-0 text-ink-subtle" />
                <span>
                  Airs{' '}
                  <Link href={`/companies/${network.heldBy!.federationId}`} className="font-semibold text-ink hover:text-gold hover:underline">
                    {network.heldBy!.name}
                  </Link>{' '}
                  until {formatDate(dateOfWeek(calendar, network.heldBy!.endWeek))}. No offer to anyone else before then.
                </span>
              </p>
            )}

            {!network.isUnlocked && (
              <div className="flex flex-col gap-1.5 sm:pl-13" data-testid={`network-locked-${network.networkId}`}>
                <p className="text-xs text-ink-muted">{unlockText(network.name, popularity, network.minPopularityRequired)}</p>
                <div
                  className="h-1.5 overflow-hidden rounded-full bg-raised"
                  role="progressbar"
                  aria-label={`Popularity towards ${network.name}`}
                  aria-valuemin={0}
                  aria-valuemax={network.minPopularityRequired}
                  aria-valuenow={Math.min(popularity, network.minPopularityRequired)}
                >
                  <div className="h-full rounded-full bg-gold/70" style={{ width: `${progress}%` }} />
                </div>
              </div>
            )}

            {network.onAir && (
              <p className="flex items-center gap-2 text-sm text-ink-muted sm:pl-13">
                <Radio aria-hidden="true" className="size-4 text-success" />
                {network.onAirShow ? `Airing ${network.onAirShow}: see your deal above.` : 'Your deal is running: see above.'}
              </p>
            )}

            {!held && network.isUnlocked && !network.onAir && !network.offer && (
              <p className="text-sm text-ink-muted sm:pl-13" data-testid={`network-waiting-${network.networkId}`}>
                {network.cooldownEndsWeek !== null && network.cooldownEndsWeek > calendar.totalWeeksProgressed
                  ? `No offer now: after cancelling your deal, ${network.name} waits until ${formatDate(dateOfWeek(calendar, network.cooldownEndsWeek))} before offering again.`
                  : `No offer right now. A network that was declined or whose offer lapsed waits ${OFFER_COOLDOWN_WEEKS} weeks; new offers arrive at the week advance.`}
              </p>
            )}

            {!held && network.offer && !network.onAir && (
              <OfferCard network={network} offer={network.offer} calendar={calendar} estimate={estimate} onAccept={() => onAccept(network)} onDecline={() => onDecline(network)} />
            )}
          </li>
        );
      })}
    </ol>
  );
}
