// The loans with one other federation, in the Relations section of its page: lend one of yours or borrow
// one of theirs (wrestler, weeks, and your protective term when you lend) with the fee a week and in all,
// its reasons and their answer before you confirm (the sim's quoteLoan: what the command charges), then the
// loans with that federation with the weeks left.
import { ArrowLeftRight, CalendarClock, Plane, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useSnapshot } from 'valtio';
import { LOAN_FEE_ALLIED_DISCOUNT, LOAN_FEE_HOSTILE_SURCHARGE, LOAN_FEE_PER_SKILL_POINT, RELATIONSHIP_CHANGES } from '#shared/rules/diplomacy.ts';
import { LOAN_MAX_WEEKS, LOAN_MIN_WEEKS, LOAN_TERM_EXPLANATIONS, LOAN_TERM_LABELS, LOAN_TERMS, type LoanTermName } from '#shared/rules/loans.ts';
import type { LoanView } from '#shared/sim/diplomacy/loans.ts';
import type { CompanyPage } from '#shared/sim/world/companyPage.ts';
import { Badge } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { RetryNotice } from '#client/components/RetryNotice.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatUsd } from '#client/lib/format.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import { useWorldQuery, type WorldQuery } from '#client/net/useWorldQuery.ts';
import { game } from '#client/state/game.ts';
import { SelectField } from '../../shows/list/fields.tsx';
import { loanStatusText } from './loanFormat.ts';

type Direction = 'lend' | 'borrow';

interface Candidate {
  id: string;
  name: string;
  rating: number;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

const WEEK_CHOICES = Array.from({ length: LOAN_MAX_WEEKS - LOAN_MIN_WEEKS + 1 }, (_, i) => LOAN_MIN_WEEKS + i);

function LoanRow({ view }: { view: LoanView }) {
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-line bg-canvas/40 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="loan-row" data-direction={view.direction}>
      <div className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{view.wrestlerName}</span>
          <Badge tone={view.direction === 'out' ? 'gold' : 'info'}>{view.direction === 'out' ? 'Lent' : 'Borrowed'}</Badge>
          {view.term !== 'none' && (
            <Badge tone="neutral">
              <ShieldCheck aria-hidden="true" className="size-3" />
              {LOAN_TERM_LABELS[view.term]}
            </Badge>
          )}
        </span>
        <span className="text-xs text-ink-muted">{loanStatusText(view)}</span>
      </div>
      <span className="text-sm tabular-nums text-ink-muted sm:text-right">
        {formatUsd(view.weeklyFee)} a week · {view.weeksPaid === 0 ? "first fee at the week's end" : `${view.direction === 'out' ? 'received' : 'paid'} ${formatUsd(view.feesPaid)}`}
      </span>
    </li>
  );
}

function LoanForm({ otherFederationId, company, onLoan, onLoaned }: { otherFederationId: string; company: WorldQuery<CompanyPage>; onLoan: ReadonlySet<string>; onLoaned: () => void }) {
  const snap = useSnapshot(game);
  const week = snap.state?.calendar.totalWeeksProgressed;
  const [direction, setDirection] = useState<Direction>('lend');
  const [chosen, setChosen] = useState<Record<Direction, string>>({ lend: '', borrow: '' });
  const [weeks, setWeeks] = useState(4);
  const [term, setTerm] = useState<LoanTermName>('noCleanLoss');
  const [busy, setBusy] = useState(false);
  const otherName = company.data?.company.name ?? 'They';

  const mine: Candidate[] = Object.values(snap.state?.roster ?? {})
    .filter((w) => w.status === 'active')
    .map((w) => ({ id: w.id, name: w.name, rating: w.totalPoints }))
    .sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name));
  // Their champions and their wrestlers on loan (yours lent to them among them) cannot be borrowed.
  const theirs: Candidate[] = (company.data?.roster ?? []).filter((w) => w.titles.length === 0 && !onLoan.has(w.id)).map((w) => ({ id: w.id, name: w.name, rating: w.rating })).sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name));
  const candidates = direction === 'lend' ? mine : theirs;
  const wrestlerId = candidates.some((c) => c.id === chosen[direction]) ? chosen[direction] : (candidates[0]?.id ?? '');
  const request = { direction, wrestlerId, otherFederationId, weeks, term };
  const quote = useWorldQuery('quoteLoan', request, { select: (answer) => answer.loanQuote, refresh: week, keepAcrossArgs: true, enabled: wrestlerId !== '' });
  const data = quote.data;
  const refusal = quote.status === 'ready' ? quote.data.refusal : null;
  const declined = quote.status === 'ready' && !refusal && quote.data.answer && !quote.data.answer.accepts ? quote.data.answer.reason : null;
  const ready = quote.status === 'ready' && !refusal && quote.data.answer?.accepts === true;
  const name = candidates.find((c) => c.id === wrestlerId)?.name ?? 'the wrestler';

  async function confirm() {
    setBusy(true);
    const result = direction === 'lend' ? await runGameAction('lendWrestler', { wrestlerId, toFederationId: otherFederationId, weeks, term }) : await runGameAction('borrowWrestler', { wrestlerId, fromFederationId: otherFederationId, weeks });
    setBusy(false);
    if (!result.ok) return;
    const event = result.answer.events.find((e) => e.kind === 'federationInteraction');
    toast.success(direction === 'lend' ? 'Wrestler lent' : 'Wrestler borrowed', { description: event?.kind === 'federationInteraction' ? event.text : undefined });
    setChosen((c) => ({ ...c, [direction]: '' }));
    onLoaned();
  }

  const loadingCandidates = direction === 'borrow' && !company.data && company.status !== 'error';
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
      data-testid="loan-form"
    >
      <div role="group" aria-label="Lend or borrow" className="inline-flex self-start rounded-lg border border-line bg-canvas/40 p-1">
        {(['lend', 'borrow'] as const).map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={direction === d}
            onClick={() => setDirection(d)}
            className={cx(
              'rounded-md px-3 py-1.5 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-gold/40',
              direction === d ? 'bg-gold text-canvas' : 'text-ink-muted hover:text-ink',
            )}
            data-testid={`loan-direction-${d}`}
          >
            {d === 'lend' ? 'Lend one of yours' : 'Borrow one of theirs'}
          </button>
        ))}
      </div>

      {company.status === 'error' && direction === 'borrow' && !company.data ? (
        <RetryNotice title="Their roster could not be loaded" message={company.error.message} onRetry={company.retry} />
      ) : loadingCandidates ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner size="sm" /> Loading their roster…
        </p>
      ) : candidates.length === 0 ? (
        <p className="text-sm text-ink-muted" data-testid="loan-no-candidates">
          {direction === 'lend' ? 'You have no active wrestler to lend.' : `${otherName} has no wrestler to lend.`}
        </p>
      ) : (
        <>
          <div className={cx('grid gap-4', direction === 'lend' ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
            <SelectField label="Wrestler" value={wrestlerId} onChange={(event) => setChosen((c) => ({ ...c, [direction]: event.target.value }))} data-testid="loan-wrestler">
              {candidates.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} (rating {c.rating})
                </option>
              ))}
            </SelectField>
            <SelectField label="Weeks" value={weeks} onChange={(event) => setWeeks(Number(event.target.value))} data-testid="loan-weeks">
              {WEEK_CHOICES.map((w) => (
                <option key={w} value={w}>
                  {w} {w === 1 ? 'week' : 'weeks'}
                </option>
              ))}
            </SelectField>
            {direction === 'lend' && (
              <SelectField label="Your term" value={term} onChange={(event) => setTerm(event.target.value as LoanTermName)} data-testid="loan-term">
                {LOAN_TERMS.map((t) => (
                  <option key={t} value={t}>
                    {LOAN_TERM_LABELS[t]}
                  </option>
                ))}
              </SelectField>
            )}
          </div>
          <p className="text-xs text-ink-subtle" data-testid="loan-term-explanation">
            {direction === 'lend'
              ? LOAN_TERM_EXPLANATIONS[term]
              : data
                ? `Their term: ${LOAN_TERM_LABELS[data.term]}. ${LOAN_TERM_EXPLANATIONS[data.term]}`
                : 'The lender sets the term.'}
          </p>

          <div className="flex flex-col gap-2 rounded-xl border border-line bg-canvas/40 p-3" aria-live="polite" data-testid="loan-quote">
            {quote.status === 'error' && !quote.data ? (
              <RetryNotice title="The loan could not be priced" message={quote.error.message} onRetry={quote.retry} />
            ) : !data ? (
              <p className="flex items-center gap-2 text-sm text-ink-muted">
                <Spinner size="sm" /> Pricing the loan…
              </p>
            ) : (
              <>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="text-sm text-ink-muted">{direction === 'lend' ? 'You receive a week' : 'You pay a week'}</span>
                  <span className="font-bold text-gold tabular-nums" data-testid="loan-weekly-fee">
                    {formatUsd(data.weeklyFee)}
                  </span>
                </div>
                <ul className="flex flex-col gap-0.5 text-xs text-ink-subtle">
                  {data.parts.map((part) => (
                    <li key={part.label} className="flex justify-between gap-2 tabular-nums">
                      <span>{part.label}</span>
                      <span>{formatUsd(part.amount)}</span>
                    </li>
                  ))}
                </ul>
                <div className="flex flex-wrap items-baseline justify-between gap-2 border-t border-line pt-2">
                  <span className="text-sm text-ink-muted">In all, over {data.weeks} {data.weeks === 1 ? 'week' : 'weeks'}</span>
                  <span className="font-bold tabular-nums" data-testid="loan-total">
                    {formatUsd(data.total)}
                  </span>
                </div>
                {data.salary > 0 && (
                  <p className="text-xs text-ink-subtle" data-testid="loan-salary">
                    {direction === 'lend' ? 'They also pay' : 'You also pay'} {data.wrestlerName}'s salary while they work for {direction === 'lend' ? 'them' : 'you'}: {formatUsd(data.salary)} {data.salaryType === 'perAppearance' ? 'a show' : 'a week'}.
                  </p>
                )}
                {data.answer?.accepts && (
                  <p className="text-sm text-success" data-testid="loan-answer">
                    {data.answer.reason}
                  </p>
                )}
              </>
            )}
          </div>
          {refusal && (
            <Notice tone="warning" title="This loan cannot be made" data-testid="loan-refusal">
              {refusal}
            </Notice>
          )}
          {declined && (
            <Notice tone="warning" title="They would say no" data-testid="loan-declined">
              {declined}
            </Notice>
          )}
          <Button type="submit" className="self-start" disabled={busy || !ready} busy={busy} data-testid="loan-confirm">
            <ArrowLeftRight aria-hidden="true" className="size-4" />
            {direction === 'lend' ? `Lend ${name} for ${weeks} ${weeks === 1 ? 'week' : 'weeks'}` : `Borrow ${name} for ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`}
          </Button>
        </>
      )}
    </form>
  );
}

export function LoansPanel({ otherFederationId }: { otherFederationId: string }) {
  const snap = useSnapshot(game);
  const [made, setMade] = useState(0);
  const ownId = snap.state?.federation.id;
  const week = snap.state?.calendar.totalWeeksProgressed;
  const list = useWorldQuery('getLoans', { otherFederationId }, { select: (answer) => answer.loans, refresh: `${week}-${made}`, keepOnError: true, enabled: ownId !== otherFederationId });
  const company = useWorldQuery('getCompany', { federationId: otherFederationId }, { select: (answer) => answer.company, refresh: week, keepOnError: true, enabled: ownId !== otherFederationId });
  if (!ownId || ownId === otherFederationId) return null;
  const active = list.data?.filter((l) => l.active) ?? [];
  return (
    <section aria-labelledby="loans-heading" className="flex flex-col gap-4" data-testid="loans-panel">
      <h3 id="loans-heading" className="flex items-center gap-2 font-bold">
        <Plane aria-hidden="true" className="size-5 text-gold" />
        Loans
      </h3>
      <p className="text-sm text-ink-muted">
        A loaned wrestler works for the borrower (who books them and pays their salary) and comes back when the weeks are up. The borrower pays the lender {LOAN_FEE_PER_SKILL_POINT} x the wrestler's total skill points every week: {percent(LOAN_FEE_ALLIED_DISCOUNT)} less between allies, {percent(LOAN_FEE_HOSTILE_SURCHARGE)} more between hostile federations. They answer at once; a loan improves the relationship (+{RELATIONSHIP_CHANGES.loanOut}).
      </p>
      <LoanForm otherFederationId={otherFederationId} company={company} onLoan={new Set(active.map((l) => l.wrestlerId))} onLoaned={() => setMade((n) => n + 1)} />
      <div className="flex flex-col gap-2">
        <h4 className="flex items-center gap-2 text-sm font-semibold">
          <CalendarClock aria-hidden="true" className="size-4 text-ink-subtle" />
          Active loans with this federation
        </h4>
        {list.status === 'error' && !list.data ? (
          <RetryNotice title="The loans could not be loaded" message={list.error.message} onRetry={list.retry} data-testid="loans-error" />
        ) : !list.data ? (
          <p className="flex items-center gap-2 text-sm text-ink-muted" data-testid="loans-loading">
            <Spinner size="sm" /> Loading the loans…
          </p>
        ) : active.length === 0 ? (
          <p className="text-sm text-ink-muted" data-testid="loans-empty">
            No wrestler on loan between you.
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {active.map((view) => (
              <LoanRow key={view.id} view={view} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
