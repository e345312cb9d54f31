// The joint shows with one other federation, in the Relations section of its page: propose one (type,
// your share, the week) with what the rival will weigh in words and the income you may expect (the sim's
// quote: the same formula the night pays; the chance itself is never shown, spec §5), then the joint shows
// agreed, held or turned down with that federation, each with Book now or its results.
import { ArrowDownRight, ArrowUpRight, CalendarClock, Handshake, Minus, Ticket } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { formatDate, isMonthName, weekAhead } from '#shared/rules/calendar.ts';
import {
  JOINT_SHOW_EVEN_SPLIT,
  JOINT_SHOW_MAX_WEEKS_AHEAD,
  JOINT_SHOW_SPLIT_MAX,
  JOINT_SHOW_SPLIT_MIN,
  JOINT_SHOW_TYPE_CARDS,
  JOINT_SHOW_TYPE_LABELS,
  JOINT_SHOW_TYPES,
  JOINT_SHOW_WEEKS_AHEAD,
  type JointShowType,
} from '#shared/rules/diplomacy.ts';
import type { JointShowFactor } from '#shared/sim/diplomacy/jointShowTerms.ts';
import type { JointShowView } from '#shared/sim/diplomacy/jointShowView.ts';
import { Badge, type BadgeTone } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Notice } from '#client/components/Notice.tsx';
import { RetryNotice } from '#client/components/RetryNotice.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatUsd } from '#client/lib/format.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import { game } from '#client/state/game.ts';
import { SelectField } from '../../shows/list/fields.tsx';

const FACTOR_ICONS = { helps: ArrowUpRight, hurts: ArrowDownRight, neutral: Minus } as const;
const FACTOR_TONES = { helps: 'text-success', hurts: 'text-danger-strong', neutral: 'text-ink-subtle' } as const;

function Factor({ factor }: { factor: JointShowFactor }) {
  const Icon = FACTOR_ICONS[factor.effect];
  return (
    <li className="flex items-start gap-2 text-sm" data-testid="joint-factor" data-effect={factor.effect}>
      <Icon aria-hidden="true" className={cx('mt-0.5 size-4 shrink-0', FACTOR_TONES[factor.effect])} />
      <span>
        {factor.label}
        <span className="sr-only">{factor.effect === 'helps' ? ' (helps)' : factor.effect === 'hurts' ? ' (hurts)' : ''}</span>
      </span>
    </li>
  );
}

/** The status as the list reads it. */
export function statusOf(view: Pick<JointShowView, 'status' | 'showId' | 'held' | 'youHost'>): { label: string; tone: BadgeTone } {
  if (view.status === 'rejected') return { label: 'Turned down', tone: 'danger' };
  if (view.status === 'accepted') return { label: 'Agreed', tone: 'gold' };
  if (view.held) return { label: 'Held', tone: 'success' };
  if (view.showId) return { label: view.youHost ? 'Ready to book' : 'On this week', tone: 'info' };
  return { label: 'Called off', tone: 'neutral' };
}

function JointShowRow({ view }: { view: JointShowView }) {
  const status = statusOf(view);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line bg-canvas/40 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="joint-show-row" data-status={view.status}>
      <div className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{view.typeLabel}</span>
          <Badge tone={status.tone}>{status.label}</Badge>
        </span>
        <span className="text-xs text-ink-muted">
          {view.date} · you take {view.yourSplit}% · {view.youHost ? 'you host' : `${view.otherName} hosts`} · {view.proposedByYou ? 'your proposal' : 'their proposal'}
        </span>
        {view.income && (
          <span className="text-xs text-ink-muted" data-testid="joint-show-income">
            Earned {formatUsd(view.income.value)}: your share {formatUsd(view.income.yourShare)}
          </span>
        )}
      </div>
      {view.showId && view.youHost && !view.held && (
        <Link href={`/shows/${view.showId}/book`} className={buttonClass('primary', 'sm', 'self-start sm:self-center')} data-testid="joint-show-book">
          Book now
        </Link>
      )}
      {view.showId && view.youHost && view.held && (
        <Link href={`/show-summary/${view.showId}`} className={buttonClass('secondary', 'sm', 'self-start sm:self-center')}>
          Results
        </Link>
      )}
    </li>
  );
}

function ProposeForm({ otherFederationId, onProposed }: { otherFederationId: string; onProposed: () => void }) {
  const calendar = useSnapshot(game).state?.calendar;
  const [type, setType] = useState<JointShowType>('supershow');
  const [split, setSplit] = useState(JOINT_SHOW_EVEN_SPLIT);
  const [weeksAhead, setWeeksAhead] = useState(JOINT_SHOW_WEEKS_AHEAD);
  const [busy, setBusy] = useState(false);
  const splitId = useId();
  const terms = { partnerId: otherFederationId, type, split, weeksAhead };
  const quote = useWorldQuery('quoteJointShow', terms, { select: (answer) => answer.jointShowQuote, refresh: calendar?.totalWeeksProgressed, keepAcrossArgs: true });
  const weeks = Array.from({ length: JOINT_SHOW_MAX_WEEKS_AHEAD - JOINT_SHOW_WEEKS_AHEAD + 1 }, (_, i) => JOINT_SHOW_WEEKS_AHEAD + i);
  const refusal = quote.status === 'ready' ? quote.data.refusal : null;

  async function propose() {
    setBusy(true);
    const result = await runGameAction('proposeJointShow', terms);
    setBusy(false);
    if (!result.ok) return;
    const mine = result.answer.events.find((e) => e.kind === 'federationInteraction' && e.otherFederationId === otherFederationId);
    const text = mine && mine.kind === 'federationInteraction' ? mine.text : '';
    if (result.answer.jointShow?.status === 'accepted') toast.success('Joint show agreed', { description: text });
    else toast.error('Proposal rejected', { description: text });
    onProposed();
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void propose();
      }}
      data-testid="joint-show-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Type" value={type} onChange={(event) => setType(event.target.value as JointShowType)} hint={JOINT_SHOW_TYPE_CARDS[type]} data-testid="joint-type">
          {JOINT_SHOW_TYPES.map((t) => (
            <option key={t} value={t}>
              {JOINT_SHOW_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Week" value={weeksAhead} onChange={(event) => setWeeksAhead(Number(event.target.value))} hint="At least 2 weeks from now." data-testid="joint-week">
          {weeks.map((w) => (
            <option key={w} value={w}>
              {calendar && isMonthName(calendar.month) ? `${formatDate(weekAhead({ ...calendar, month: calendar.month }, w))} (in ${w} weeks)` : `In ${w} weeks`}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={splitId} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm font-medium">
          Your share of the income
          <span className="whitespace-nowrap text-ink-muted tabular-nums" data-testid="joint-split-value">
            You {split}% · them {100 - split}%
          </span>
        </label>
        <input
          id={splitId}
          type="range"
          min={JOINT_SHOW_SPLIT_MIN}
          max={JOINT_SHOW_SPLIT_MAX}
          step={5}
          value={split}
          onChange={(event) => setSplit(Number(event.target.value))}
          aria-valuetext={`You ${split} percent, them ${100 - split} percent`}
          className="w-full accent-gold"
          data-testid="joint-split"
        />
      </div>

      <div className="flex flex-col gap-3 rounded-xl border border-line bg-canvas/40 p-3" aria-live="polite" data-testid="joint-quote">
        {quote.status === 'error' && !quote.data ? (
          <RetryNotice title="The terms could not be checked" message={quote.error.message} onRetry={quote.retry} />
        ) : !quote.data ? (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner size="sm" /> Checking the terms…
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-sm text-ink-muted">Your income ({quote.data.matches} matches, {quote.data.date})</span>
              <span className="font-bold text-gold tabular-nums" data-testid="joint-income">
                {formatUsd(quote.data.income.min)} – {formatUsd(quote.data.income.max)}
              </span>
            </div>
            <p className="text-xs text-ink-subtle">
              (Combined popularity x $1,500 + a bonus up to $10,000) x up to 1.5 for the card's match quality, times your share. Them: {formatUsd(quote.data.partnerIncome.min)} – {formatUsd(quote.data.partnerIncome.max)}. It replaces the night's ticket sales.
            </p>
            {quote.data.factors.length > 0 && (
              <div className="flex flex-col gap-1.5">
                <span className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">What they will weigh</span>
                <ul className="flex flex-col gap-1">
                  {quote.data.factors.map((factor) => (
                    <Factor key={factor.label} factor={factor} />
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </div>
      {refusal && (
        <Notice tone="warning" title="This proposal cannot be made" data-testid="joint-refusal">
          {refusal}
        </Notice>
      )}
      <Button type="submit" className="self-start" disabled={busy || quote.status !== 'ready' || refusal !== null} busy={busy} data-testid="joint-propose">
        <Handshake aria-hidden="true" className="size-4" />
        Propose joint show
      </Button>
    </form>
  );
}

export function JointShowPanel({ otherFederationId }: { otherFederationId: string }) {
  const snap = useSnapshot(game);
  const [proposals, setProposals] = useState(0);
  const ownId = snap.state?.federation.id;
  const week = snap.state?.calendar.totalWeeksProgressed;
  const list = useWorldQuery('getJointShows', { otherFederationId }, { select: (answer) => answer.jointShows, refresh: `${week}-${proposals}`, keepOnError: true, enabled: ownId !== otherFederationId });
  if (!ownId || ownId === otherFederationId) return null;
  return (
    <section aria-labelledby="joint-shows-heading" className="flex flex-col gap-4" data-testid="joint-show-panel">
      <h3 id="joint-shows-heading" className="flex items-center gap-2 font-bold">
        <Ticket aria-hidden="true" className="size-5 text-gold" />
        Joint shows
      </h3>
      <p className="text-sm text-ink-muted">
        One night at the Joint Event Arena (15,000 seats, $50 tickets) with both rosters on the card. They answer at once; proposing improves the relationship (+5) even when they say no, and holding the show improves it again (+10).
      </p>
      <ProposeForm otherFederationId={otherFederationId} onProposed={() => setProposals((n) => n + 1)} />
      <div className="flex flex-col gap-2">
        <h4 className="flex items-center gap-2 text-sm font-semibold">
          <CalendarClock aria-hidden="true" className="size-4 text-ink-subtle" />
          With this federation
        </h4>
        {list.status === 'error' && !list.data ? (
          <RetryNotice title="The joint shows could not be loaded" message={list.error.message} onRetry={list.retry} data-testid="joint-shows-error" />
        ) : !list.data ? (
          <p className="flex items-center gap-2 text-sm text-ink-muted" data-testid="joint-shows-loading">
            <Spinner size="sm" /> Loading the joint shows…
          </p>
        ) : list.data.length === 0 ? (
          <p className="text-sm text-ink-muted" data-testid="joint-shows-empty">
            No joint show proposed yet.
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {list.data.map((view) => (
              <JointShowRow key={view.id} view={view} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
