// /dealings: everything running between your federation and the others, in one list (docs/rules/diplomacy.md):
// the rivalry actions yours and theirs with weeks left, the wrestlers lent and borrowed with their fee and
// weeks left, the offers waiting for an answer, and the joint shows agreed with the week they are held, each under its federation with its
// relationship badge and a link to its page. Read with getRelations for every federation, again each week.
import { CalendarClock, Handshake, Mail, Repeat, Swords } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { COOPERATIVE_ACTIONS, JOINT_SHOW_TYPE_LABELS, type RivalryActionKind } from '#shared/rules/diplomacy.ts';
import type { RelationView } from '#shared/sim/diplomacy/relationsView.ts';
import { Badge } from '#client/components/Badge.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Card } from '#client/components/Card.tsx';
import { RetryNotice } from '#client/components/RetryNotice.tsx';
import { FederationMark } from '#client/components/shell/FederationMark.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { formatUsd } from '#client/lib/format.ts';
import type { GameMirror } from '#client/state/game.ts';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { RELATIONS_NOT_LOADED, signed, STATUS_LABELS, STATUS_TONES, weeksLeftLabel } from '../companies/relations/relationsFormat.ts';

function Row({ icon: Icon, title, detail, when, testId, children }: { icon: typeof Swords; title: string; detail: string; when: string; testId: string; children?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2.5 text-sm" data-testid={testId}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
      <div className="flex min-w-0 flex-1 basis-48 flex-col">
        <span className="font-semibold">{title}</span>
        <span className="text-xs text-ink-muted">{detail}</span>
        {children}
      </div>
      <span className="text-xs font-semibold text-ink-muted tabular-nums" data-testid="dealing-when">
        {when}
      </span>
    </li>
  );
}

function FederationDealings({ relation }: { relation: RelationView }) {
  return (
    <Card className="flex min-w-0 flex-col gap-3" data-testid="dealings-federation" data-federation-id={relation.federationId}>
      <div className="flex flex-wrap items-center gap-3">
        <FederationMark name={relation.name} logo={relation.logo} className="size-10" />
        <h2 className="min-w-0 flex-1 font-bold tracking-tight break-words">
          <Link href={`/companies/${relation.federationId}`} className="rounded-sm hover:text-gold hover:underline focus-visible:outline-2 focus-visible:outline-gold">
            {relation.name}
          </Link>
        </h2>
        <Badge tone={STATUS_TONES[relation.status]}>
          {STATUS_LABELS[relation.status]} {signed(relation.score)}
        </Badge>
      </div>
      <ul className="flex flex-col divide-y divide-line">
        {relation.actions.map((a) => (
          <Row key={a.id} icon={COOPERATIVE_ACTIONS.includes(a.kind as RivalryActionKind) ? Handshake : Swords} testId="dealing-action" title={a.mine ? `Your ${a.label.toLowerCase()}` : `${a.label} by ${relation.name}`} detail={a.effect} when={weeksLeftLabel(a.weeksLeft)} />
        ))}
        {relation.loans.map((l) => (
          <Row key={l.id} icon={Repeat} testId="dealing-loan" title={l.lent ? `${l.wrestlerName} lent to ${relation.name}` : `${l.wrestlerName} borrowed from ${relation.name}`} detail={`${formatUsd(l.weeklyFee)} a week ${l.lent ? 'to you' : 'from you'}`} when={weeksLeftLabel(l.weeksLeft)} />
        ))}
        {relation.offers.map((o) => (
          <Row key={o.id} icon={Mail} testId="dealing-offer" title={o.fromYou ? `Your offer to ${relation.name}` : `Offer from ${relation.name}`} detail={o.summary} when={`${weeksLeftLabel(o.weeksLeft)}${o.fromYou ? '' : ' to answer'}`}>
            {!o.fromYou && (
              <Link href="/messages" className="mt-1 self-start text-xs font-semibold text-gold hover:underline focus-visible:outline-2 focus-visible:outline-gold">
                Answer in Messages
              </Link>
            )}
          </Row>
        ))}
        {relation.jointShows.map((j) => (
          <Row key={j.id} icon={CalendarClock} testId="dealing-joint-show" title={`${JOINT_SHOW_TYPE_LABELS[j.type]} with ${relation.name}`} detail={`Your share of the income: ${j.yourSplit}%`} when={j.weeksUntil === 0 ? 'this week' : `in ${j.weeksUntil} ${j.weeksUntil === 1 ? 'week' : 'weeks'}`} />
        ))}
      </ul>
    </Card>
  );
}

function DealingsView({ state }: { state: Snapshot<GameMirror> }) {
  const query = useWorldQuery('getRelations', {}, { select: (answer) => answer.relations, refresh: state.calendar.totalWeeksProgressed, missing: RELATIONS_NOT_LOADED });
  const active = query.data?.relations.filter((r) => r.actions.length + r.loans.length + r.jointShows.length + r.offers.length > 0) ?? [];
  return (
    <GamePage testId="dealings-page">
      <div className="flex flex-col gap-1">
        <h1 className="flex items-center gap-3 text-2xl font-black tracking-tight uppercase italic sm:text-3xl">
          <Handshake aria-hidden="true" className="size-7 text-gold" />
          Dealings
        </h1>
        <p className="max-w-2xl text-sm text-ink-muted">Everything running between you and the other federations: rivalry actions, loans and joint shows, offers waiting for an answer, with the weeks they have left.</p>
      </div>
      {query.status === 'error' && <RetryNotice title="Your dealings could not be loaded" message={query.error.message} onRetry={query.retry} data-testid="dealings-error" />}
      {query.status === 'loading' && !query.data && (
        <Card className="flex items-center gap-3 text-sm text-ink-muted" data-testid="dealings-loading">
          <Spinner size="sm" />
          Loading your dealings…
        </Card>
      )}
      {query.data &&
        (active.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 py-12 text-center text-sm text-ink-muted" data-testid="dealings-empty">
            <p>Nothing is running between you and another federation.</p>
            <Link href="/companies" className={buttonClass('secondary', 'sm')}>
              Deal with a federation
            </Link>
          </Card>
        ) : (
          <div className="grid items-start gap-4 lg:grid-cols-2" data-testid="dealings-list">
            {active.map((relation) => (
              <FederationDealings key={relation.federationId} relation={relation} />
            ))}
          </div>
        ))}
    </GamePage>
  );
}

export function DealingsPage() {
  return <GameStateGate>{(state) => <DealingsView state={state} />}</GameStateGate>;
}
