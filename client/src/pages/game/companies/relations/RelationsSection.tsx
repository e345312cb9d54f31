// The Relations section of another federation's page (docs/rules/diplomacy.md): the relationship (status,
// score on its -100..100 scale with the hostile and allied lines, the last 10 changes with their reasons),
// the actions running between you with weeks left, the rivalry actions you can take (cost and effect before
// you confirm), poaching and talent raids on its roster, and the loans and joint shows panels. Read with
// getRelations for that federation, again each week and after each dealing.
import { Activity, Handshake, History, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { RELATIONSHIP_ALLIED_AT, RELATIONSHIP_HOSTILE_AT, RELATIONSHIP_MAX, RELATIONSHIP_MIN } from '#shared/rules/diplomacy.ts';
import type { RelationView } from '#shared/sim/diplomacy/relationsView.ts';
import { Badge } from '#client/components/Badge.tsx';
import { Card } from '#client/components/Card.tsx';
import { RetryNotice } from '#client/components/RetryNotice.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { cx } from '#client/lib/cx.ts';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import { JointShowPanel } from './JointShowPanel.tsx';
import { LoansPanel } from './LoansPanel.tsx';
import { RivalryActionList } from './RivalryActionList.tsx';
import { TalentRaidPanel } from './TalentRaidPanel.tsx';
import { RELATIONS_NOT_LOADED, signed, STATUS_LABELS, STATUS_TONES, weeksAgoLabel, weeksLeftLabel } from './relationsFormat.ts';

const span = RELATIONSHIP_MAX - RELATIONSHIP_MIN;
const at = (score: number) => `${((score - RELATIONSHIP_MIN) / span) * 100}%`;

/** The score on its scale: the hostile and allied lines marked, the score's place a dot. */
export function RelationshipMeter({ score }: { score: number }) {
  return (
    <div className="flex flex-col gap-1" aria-hidden="true">
      <div className="relative h-2 rounded-full bg-raised">
        <div className="absolute inset-y-0 left-0 rounded-l-full bg-danger/40" style={{ width: at(RELATIONSHIP_HOSTILE_AT) }} />
        <div className="absolute inset-y-0 right-0 rounded-r-full bg-success/40" style={{ left: at(RELATIONSHIP_ALLIED_AT) }} />
        <div className="absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-canvas bg-gold" style={{ left: at(score) }} />
      </div>
      <div className="flex justify-between text-[11px] text-ink-subtle tabular-nums">
        <span>{RELATIONSHIP_MIN}</span>
        <span>Hostile ≤ {RELATIONSHIP_HOSTILE_AT}</span>
        <span>Allied ≥ {RELATIONSHIP_ALLIED_AT}</span>
        <span>{RELATIONSHIP_MAX}</span>
      </div>
    </div>
  );
}

function Block({ title, icon: Icon, children, testId }: { title: string; icon: typeof Activity; children: ReactNode; testId?: string }) {
  return (
    <section className="flex min-w-0 flex-col gap-3" data-testid={testId}>
      <h3 className="flex items-center gap-2 text-sm font-bold tracking-tight">
        <Icon aria-hidden="true" className="size-4 text-gold" />
        {title}
      </h3>
      {children}
    </section>
  );
}

function Standing({ relation }: { relation: RelationView }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-raised/40 p-4" data-testid="relation-standing">
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone={STATUS_TONES[relation.status]} className="text-sm">
          <span data-testid="relation-status">{STATUS_LABELS[relation.status]}</span>
        </Badge>
        <span className="text-sm text-ink-muted">
          Relationship <span className="text-lg font-black text-ink tabular-nums" data-testid="relation-score">{signed(relation.score)}</span>
        </span>
      </div>
      <RelationshipMeter score={relation.score} />
    </div>
  );
}

function Running({ relation }: { relation: RelationView }) {
  if (relation.actions.length === 0 && relation.offers.length === 0) return <p className="text-sm text-ink-muted" data-testid="running-empty">Nothing is running between you.</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="running-actions">
      {relation.actions.map((a) => (
        <li key={a.id} className="flex flex-col gap-1 rounded-xl border border-line bg-raised/40 p-3 text-sm" data-testid="running-action">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{a.label}</span>
            <Badge tone={a.mine ? 'gold' : 'info'}>{a.mine ? 'Yours' : `By ${relation.name}`}</Badge>
            <span className="text-xs text-ink-subtle tabular-nums" data-testid="running-weeks-left">
              {weeksLeftLabel(a.weeksLeft)}
            </span>
          </span>
          <span className="text-xs text-ink-muted">{a.effect}</span>
        </li>
      ))}
      {relation.offers.map((o) => (
        <li key={o.id} className="flex flex-col gap-1 rounded-xl border border-line bg-raised/40 p-3 text-sm" data-testid="running-offer">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{o.fromYou ? 'Your offer' : 'Offer to you'}</span>
            <span className="text-xs text-ink-subtle tabular-nums">{weeksLeftLabel(o.weeksLeft)}</span>
          </span>
          <span className="text-xs text-ink-muted">{o.summary}</span>
          {!o.fromYou && (
            <Link href="/messages" className="self-start text-xs font-semibold text-gold hover:underline focus-visible:outline-2 focus-visible:outline-gold">
              Answer in Messages
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function HistoryList({ relation, now }: { relation: RelationView; now: number }) {
  if (relation.history.length === 0) return <p className="text-sm text-ink-muted" data-testid="relation-history-empty">You have not dealt with {relation.name} yet: the relationship stands at 0.</p>;
  return (
    <ol className="flex flex-col gap-2" data-testid="relation-history">
      {[...relation.history].reverse().map((h, i) => (
        <li key={`${h.week}-${i}`} className="flex items-start gap-3 text-sm" data-testid="relation-history-entry">
          <span className={cx('w-10 shrink-0 text-right font-bold tabular-nums', h.change < 0 ? 'text-danger-strong' : h.change > 0 ? 'text-success' : 'text-ink-muted')}>{signed(h.change)}</span>
          <span className="min-w-0 text-ink-muted">
            {h.reason} <span className="text-xs text-ink-subtle">({weeksAgoLabel(now - h.week)})</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

export function RelationsSection({ federationId, week, funds, onDealt }: { federationId: string; week: number; funds: number; onDealt: () => void }) {
  const query = useWorldQuery('getRelations', { federationId }, { select: (answer) => answer.relations, refresh: week, missing: RELATIONS_NOT_LOADED, keepOnError: false });
  const done = () => {
    query.retry();
    onDealt();
  };
  const relation = query.data?.relations[0];
  const quotes = query.data?.quotes;
  return (
    <Card className="flex min-w-0 flex-col gap-5" data-testid="company-relations">
      <h2 className="flex items-center gap-2 font-bold tracking-tight">
        <Handshake aria-hidden="true" className="size-5 text-gold" />
        Relations
      </h2>
      {query.status === 'error' && <RetryNotice title="The relations could not be loaded" message={query.error.message} onRetry={query.retry} data-testid="relations-error" />}
      {query.status === 'loading' && !relation && (
        <p className="flex items-center gap-3 text-sm text-ink-muted" data-testid="relations-loading">
          <Spinner size="sm" />
          Loading the relations…
        </p>
      )}
      {relation && quotes && (
        <>
          <Standing relation={relation} />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <Block title="Rivalry actions" icon={Activity}>
              {relation.running ? <RivalryActionList targetId={federationId} targetName={relation.name} quotes={quotes.actions} onDone={done} /> : <p className="text-sm text-ink-muted">{relation.name} is no longer running.</p>}
            </Block>
            <div className="flex min-w-0 flex-col gap-6">
              <Block title="Running between you" icon={Activity} testId="relations-running">
                <Running relation={relation} />
              </Block>
              <Block title="History" icon={History} testId="relations-history">
                <HistoryList relation={relation} now={week} />
              </Block>
            </div>
          </div>
          {relation.running && (
            <Block title="Poach and raid" icon={UserPlus} testId="relations-poach">
              <TalentRaidPanel targetId={federationId} targetName={relation.name} funds={funds} quotes={quotes.poach} onDone={done} />
            </Block>
          )}
          <LoansPanel otherFederationId={federationId} />
          <JointShowPanel otherFederationId={federationId} />
        </>
      )}
    </Card>
  );
}
