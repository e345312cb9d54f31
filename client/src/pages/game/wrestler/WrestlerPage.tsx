// /wrestler/:wrestlerId: a wrestler's profile. The full record comes from the room (getWrestler,
// read-only) and is fetched again when the synced roster entry or the week changes. Signed wrestlers
// get Train / Renew / Release (the roster's dialogs); free agents are shown as such.
import { BarChart3, CircleDollarSign, Dumbbell, FileText, HeartPulse, LineChart, RotateCw, Shirt, Swords, UserX } from 'lucide-react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { formatDate, isMonthName, weekAhead } from '#shared/rules/calendar.ts';
import { RENEWAL_WINDOW_WEEKS } from '#shared/rules/contracts.ts';
import { FATIGUE_RECOVERY_RESTED, FATIGUE_RECOVERY_WORKED, fatigueWord } from '#shared/rules/fatigue.ts';
import { MORALE_IDLE_GRACE_WEEKS, moraleMood } from '#shared/rules/morale.ts';
import type { Injury, Wrestler } from '#shared/sim/roster/wrestler.ts';
import type { ContractHolder } from '#shared/sim/world/wrestlerView.ts';
import { Badge } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { Card } from '#client/components/Card.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { WrestlerPortrait } from '#client/components/WrestlerAvatar.tsx';
import { CategoryBadge } from '#client/components/talent/CategoryBadge.tsx';
import { FatigueBadge } from '#client/components/talent/FatigueBadge.tsx';
import { MoraleBadge } from '#client/components/talent/MoraleBadge.tsx';
import { SkillBars } from '#client/components/talent/SkillBars.tsx';
import { StatusBadge } from '#client/components/talent/StatusBadge.tsx';
import { contractTypeLabel, formatSalary, skillLabel, weeksText } from '#client/components/talent/talentFormat.ts';
import { WrestlerActions } from '#client/components/talent/WrestlerActions.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatPopularity, formatUsd } from '#client/lib/format.ts';
import type { GameMirror, WrestlerMirror } from '#client/state/game.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { BackLink, Fact, MatchStats, ProfileFacts, Section, StatGrid } from './profileParts.tsx';
import { RetiredProfile } from './RetiredProfile.tsx';
import { SkillHistoryChart } from './SkillHistoryChart.tsx';
import { useWrestler } from './useWrestler.ts';
import { WrestlerLoanLine } from './WrestlerLoanLine.tsx';
import { WrestlerPromisesSection } from '../promises/WrestlerPromisesSection.tsx';

/** "Under contract with <Federation> (until <date>)", the federation linking to its company page. */
export function HolderLine({ holder, calendar, className = 'border-t border-line pt-4' }: { holder: ContractHolder; calendar: Snapshot<GameMirror>['calendar']; className?: string }) {
  const today = { ...calendar, month: isMonthName(calendar.month) ? calendar.month : 'January' };
  return (
    <p className={cx('text-sm text-ink-muted', className)} data-testid="contract-holder">
      Under contract with{' '}
      <Link href={`/companies/${holder.federationId}`} className="font-semibold text-gold hover:underline">
        {holder.name}
      </Link>{' '}
      (until {formatDate(weekAhead(today, holder.weeksRemaining))})
    </p>
  );
}

function Hero({ wrestler, own, federationName, holder, calendar }: { wrestler: Wrestler; own: Snapshot<WrestlerMirror> | undefined; federationName: string; holder: ContractHolder | null; calendar: Snapshot<GameMirror>['calendar'] }) {
  const freeAgent = wrestler.federationId === null;
  return (
    <Card highlight={!!own} className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <WrestlerPortrait wrestler={wrestler} size={128} className="self-center sm:self-start" />
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            {own ? <StatusBadge wrestler={own} /> : freeAgent ? <Badge tone="info">Free agent</Badge> : <Badge>{holder ? holder.name : 'Signed elsewhere'}</Badge>}
            {own && <Badge tone="gold">{federationName}</Badge>}
            {wrestler.wasRecentChampion && <Badge tone="gold">Recent champion</Badge>}
          </div>
          <h1 className="text-2xl font-black tracking-tight uppercase italic sm:text-4xl" data-testid="wrestler-name">
            {wrestler.name}
          </h1>
          {wrestler.bio && <p className="max-w-2xl text-sm text-ink-muted">{wrestler.bio}</p>}
        </div>
        <ProfileFacts person={wrestler} ageLabel="Age" />
        {(own?.status === 'on_loan' || !!holder) && <WrestlerLoanLine wrestlerId={wrestler.id} refresh={calendar.totalWeeksProgressed} />}
        {own && <WrestlerActions wrestler={own} size="md" className="border-t border-line pt-4" />}
        {!own && holder && <HolderLine holder={holder} calendar={calendar} />}
        {freeAgent && (
          <p className="border-t border-line pt-4 text-sm text-ink-muted">
            Free agent: needs a federation popularity of {wrestler.minFederationPopularityRequired} and asks {formatSalary(wrestler.askingSalary, 'permanent')}.{' '}
            <Link href="/roster?tab=free-agents" className="font-semibold text-gold hover:underline">
              Find them in Free Agents
            </Link>
          </p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-3 rounded-xl border border-line bg-raised/60 px-4 py-3 sm:flex-col sm:items-center sm:px-5">
        <CategoryBadge category={wrestler.category} className="size-12 text-2xl" />
        <div className="sm:text-center">
          <p className="text-xs text-ink-subtle">Rating</p>
          <p className="text-2xl font-black tabular-nums" data-testid="wrestler-rating">
            {wrestler.totalPoints}
          </p>
        </div>
      </div>
    </Card>
  );
}

function SkillsSection({ wrestler }: { wrestler: Wrestler }) {
  return (
    <Section title="Skills" icon={BarChart3} testId="profile-skills">
      <SkillBars skills={wrestler.skills} variant="full" highlight={wrestler.training.isTraining ? (wrestler.training.targetSkill ?? undefined) : undefined} />
      <div className="grid grid-cols-[6.5rem_1fr_2.5rem] items-center gap-3 border-t border-line pt-4">
        <span className="text-sm text-ink-muted">Popularity</span>
        <span className="relative block h-2.5 overflow-hidden rounded-full bg-canvas/80" role="meter" aria-label="Popularity" aria-valuemin={0} aria-valuemax={100} aria-valuenow={wrestler.popularity}>
          <span className="absolute inset-y-0 left-0 rounded-full bg-gold" style={{ width: `${Math.min(100, wrestler.popularity)}%` }} />
        </span>
        <span className="text-right text-sm font-semibold tabular-nums" data-testid="profile-popularity">
          {formatPopularity(wrestler.popularity)}
        </span>
      </div>
    </Section>
  );
}

/**
 * Why last week's list is empty, from the wrestler's own record: no week settled since the contract was
 * signed, or a week with none of the morale rules' reasons (fair pay, not idle past the grace weeks).
 */
function noMoraleChangeText(wrestler: Wrestler, weeksProgressed: number): string {
  if (!wrestler.contract) return 'Morale moves only while under contract.';
  if (weeksProgressed <= wrestler.contract.signedWeek) return 'No change yet: morale moves at each week advance.';
  return `No change last week: fair pay, and not idle for more than ${weeksText(MORALE_IDLE_GRACE_WEEKS)}.`;
}

/** What the wrestler's fatigue means on a show night, and how it recovers. */
export function fatigueNote(fatigue: number): string {
  const recovery = `Recovers ${FATIGUE_RECOVERY_RESTED} a week off, ${FATIGUE_RECOVERY_WORKED} a week with shows.`;
  if (fatigueWord(fatigue) === 'Fresh') return `Ready to work: no cost in the ring. ${recovery}`;
  return `Costs stars in matches and raises the injury risk. ${recovery}`;
}

function FatigueRow({ fatigue }: { fatigue: number }) {
  return (
    <div className="flex items-start justify-between gap-3 border-t border-line pt-4" data-testid="profile-fatigue">
      <div className="min-w-0">
        <h3 className="text-sm font-semibold">Fatigue</h3>
        <p className="text-xs text-ink-subtle">{fatigueNote(fatigue)}</p>
      </div>
      <FatigueBadge fatigue={fatigue} />
    </div>
  );
}

function MoraleSection({ wrestler, weeksProgressed }: { wrestler: Wrestler; weeksProgressed: number }) {
  const total = wrestler.moraleChange.reduce((sum, part) => sum + part.amount, 0);
  return (
    <Section title="Morale" icon={HeartPulse} testId="profile-morale">
      <div className="flex items-end justify-between gap-3">
        <div>
          <p className="text-3xl font-black tabular-nums">{wrestler.morale}</p>
          <MoraleBadge morale={wrestler.morale} showNumber={false} className="mt-1" />
        </div>
        <p className="text-right text-xs text-ink-subtle">{moraleMood(wrestler.morale) === 'Unhappy' ? 'Refuses to talk renewals below 20.' : 'Out of 100'}</p>
      </div>
      <FatigueRow fatigue={wrestler.fatigue} />
      <div className="flex flex-col gap-2 border-t border-line pt-4">
        <h3 className="text-sm font-semibold">Last week’s change</h3>
        {wrestler.moraleChange.length === 0 ? (
          <p className="text-sm text-ink-muted" data-testid="morale-no-change">
            {noMoraleChangeText(wrestler, weeksProgressed)}
          </p>
        ) : (
          <ul className="flex flex-col gap-1.5 text-sm" data-testid="morale-causes">
            {wrestler.moraleChange.map((part, index) => (
              <li key={`${index}-${part.label}`} className="flex justify-between gap-3">
                <span className="text-ink-muted">{part.label}</span>
                <span className={cx('font-semibold tabular-nums', part.amount > 0 ? 'text-success' : part.amount < 0 ? 'text-danger-strong' : 'text-ink')}>
                  {part.amount > 0 ? `+${part.amount}` : part.amount}
                </span>
              </li>
            ))}
            <li className="flex justify-between gap-3 border-t border-line pt-1.5 font-semibold">
              <span>Total</span>
              <span className="tabular-nums">{total > 0 ? `+${total}` : total}</span>
            </li>
          </ul>
        )}
      </div>
    </Section>
  );
}

function ContractSection({ wrestler }: { wrestler: Wrestler }) {
  const contract = wrestler.contract;
  return (
    <Section title="Contract" icon={FileText} testId="profile-contract">
      {contract ? (
        <>
          <dl className="grid grid-cols-2 gap-4 text-sm">
            <Fact label="Type">{contractTypeLabel(contract.type)}</Fact>
            <Fact label={contract.type === 'perAppearance' ? 'Fee' : 'Salary'} testId="profile-salary">
              {formatSalary(contract.salary, contract.type)}
            </Fact>
            <Fact label="Weeks left" testId="profile-weeks-left">
              {contract.weeksRemaining} of {contract.lengthWeeks}
            </Fact>
            <Fact label="Asking salary">{formatSalary(wrestler.askingSalary, 'permanent')}</Fact>
          </dl>
          <div className="h-2 overflow-hidden rounded-full bg-canvas/80" aria-hidden="true">
            <div
              className={cx('h-full rounded-full', contract.weeksRemaining <= 1 ? 'bg-danger' : contract.weeksRemaining <= RENEWAL_WINDOW_WEEKS ? 'bg-gold' : 'bg-success')}
              style={{ width: `${Math.round((contract.weeksRemaining / Math.max(1, contract.lengthWeeks)) * 100)}%` }}
            />
          </div>
          {contract.weeksRemaining <= RENEWAL_WINDOW_WEEKS && (
            <Notice tone={contract.weeksRemaining <= 1 ? 'danger' : 'warning'} title={contract.weeksRemaining <= 1 ? 'Expires next week' : `Expires in ${weeksText(contract.weeksRemaining)}`} data-testid="contract-expiry">
              Renew now or they leave as a free agent when it runs out.
            </Notice>
          )}
        </>
      ) : (
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <Fact label="Status">Free agent</Fact>
          <Fact label="Asking salary">{formatSalary(wrestler.askingSalary, 'permanent')}</Fact>
          <Fact label="Requires popularity">{wrestler.minFederationPopularityRequired}</Fact>
        </dl>
      )}
    </Section>
  );
}

function RivalContractSection({ holder, calendar }: { holder: ContractHolder; calendar: Snapshot<GameMirror>['calendar'] }) {
  return (
    <Section title="Contract" icon={FileText} testId="profile-contract">
      <HolderLine holder={holder} calendar={calendar} className="" />
      <p className="text-xs text-ink-subtle">Their salary and terms stay between them and their federation. They can be signed once the contract runs out.</p>
    </Section>
  );
}

function TrainingSection({ wrestler, signed }: { wrestler: Wrestler; signed: boolean }) {
  const training = wrestler.training;
  const done = training.totalWeeks - training.weeksRemaining;
  return (
    <Section title="Training" icon={Dumbbell} testId="profile-training">
      {training.isTraining && training.targetSkill ? (
        <>
          <p className="text-sm">
            Training <span className="font-bold">{skillLabel(training.targetSkill)}</span> (now {wrestler.skills[training.targetSkill]})
          </p>
          <div className="flex flex-col gap-1.5">
            <div
              className="h-2.5 overflow-hidden rounded-full bg-canvas/80"
              role="progressbar"
              aria-label="Training progress"
              aria-valuemin={0}
              aria-valuemax={training.totalWeeks}
              aria-valuenow={done}
            >
              <div className="h-full rounded-full bg-info" style={{ width: `${Math.max(4, Math.round((done / Math.max(1, training.totalWeeks)) * 100))}%` }} />
            </div>
            <p className="text-xs text-ink-muted" data-testid="training-left">
              {weeksText(training.weeksRemaining)} left of {training.totalWeeks}
            </p>
          </div>
        </>
      ) : (
        <p className="text-sm text-ink-muted">{signed ? 'Not training. A course raises one skill by +1 to +5.' : 'Only your own wrestlers can train.'}</p>
      )}
    </Section>
  );
}

/** How long an injury keeps them out (the sim's weeks left) and the week they are fit again. */
function InjuryNotice({ injury, calendar }: { injury: Injury; calendar: Snapshot<GameMirror>['calendar'] }) {
  const today = { ...calendar, month: isMonthName(calendar.month) ? calendar.month : 'January' };
  const fit = weekAhead(today, injury.weeksRemaining);
  return (
    <Notice tone="danger" title={`Injured: out for ${injury.weeksRemaining} more ${injury.weeksRemaining === 1 ? 'week' : 'weeks'}`} data-testid="injury-notice">
      {injury.description}. Fit again in {formatDate(fit)}; until then they cannot be booked or trained.
    </Notice>
  );
}

/** The merchandise line under the figures, from the wrestler's own sales. */
function merchNote(wrestler: Wrestler): string {
  const sales = wrestler.merchandiseSales;
  if (sales.total <= 0) return 'Sales start with the shows: fans buy the merchandise of the wrestlers they see.';
  return `${formatUsd(sales.total)} sold at their shows so far; they keep ${sales.contractPercentage}%.`;
}

function Profile({ state, wrestlerId }: { state: Snapshot<GameMirror>; wrestlerId: string }) {
  const own = state.roster[wrestlerId];
  const version = `${state.calendar.totalWeeksProgressed}|${JSON.stringify(own ?? null)}`;
  const { load, retry } = useWrestler(wrestlerId, version);

  if (load.status === 'notFound')
    return (
      <GamePage testId="wrestler-not-found">
        <BackLink />
        <Card className="flex flex-col items-center gap-3 py-14 text-center">
          <UserX aria-hidden="true" className="size-10 text-ink-subtle" />
          <p className="text-lg font-bold">Wrestler not found</p>
          <p className="max-w-sm text-sm text-ink-muted">No wrestler in this world has that id.</p>
        </Card>
      </GamePage>
    );
  if (load.status === 'error')
    return (
      <GamePage testId="wrestler-error">
        <BackLink />
        <Notice
          tone="danger"
          title="Could not load this wrestler"
          actions={
            <Button size="sm" variant="secondary" onClick={retry}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          }
        >
          {load.message}
        </Notice>
      </GamePage>
    );
  if (load.status === 'retired') return <RetiredProfile record={load.retired} />;
  const wrestler = load.wrestler;
  if (!wrestler)
    return (
      <GamePage testId="wrestler-loading">
        <BackLink />
        <Card className="flex items-center justify-center gap-3 py-20 text-sm text-ink-muted">
          <Spinner className="text-gold" />
          Loading the profile…
        </Card>
      </GamePage>
    );

  const signed = !!own;
  // Another federation's wrestler: public facts only (no morale, contract terms or merchandise).
  const rival = !own && wrestler.federationId !== null ? (load.contractHolder ?? null) : null;
  const stats = wrestler.matchStats;
  const merch = wrestler.merchandiseSales;
  return (
    <GamePage testId="wrestler-profile">
      <BackLink rival={rival} />
      <Hero wrestler={wrestler} own={own} federationName={state.federation.name} holder={load.contractHolder ?? null} calendar={state.calendar} />
      {wrestler.injury && <InjuryNotice injury={wrestler.injury} calendar={state.calendar} />}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SkillsSection wrestler={wrestler} />
        {!rival && <MoraleSection wrestler={wrestler} weeksProgressed={state.calendar.totalWeeksProgressed} />}
        {rival ? <RivalContractSection holder={rival} calendar={state.calendar} /> : <ContractSection wrestler={wrestler} />}
        <TrainingSection wrestler={wrestler} signed={signed} />
        {signed && <WrestlerPromisesSection wrestler={wrestler} refresh={version} />}
      </div>
      <Section title="Skill history" icon={LineChart} testId="profile-history">
        <SkillHistoryChart history={wrestler.history} skills={wrestler.skills} />
      </Section>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Section title="Match record" icon={Swords} testId="profile-matches">
          <MatchStats stats={stats} />
          {stats.totalMatches === 0 && <p className="text-xs text-ink-subtle">No matches yet: records start when shows are booked.</p>}
        </Section>
        {!rival && (
        <Section title="Merchandise" icon={Shirt} testId="profile-merch">
          <StatGrid
            items={[
              { label: 'This week', value: formatUsd(merch.thisWeek), testId: 'merch-week' },
              { label: 'Total', value: formatUsd(merch.total), testId: 'merch-total' },
              { label: 'Their cut', value: `${merch.contractPercentage}%` },
              { label: 'Titles', value: String(wrestler.championships.length) },
            ]}
          />
          <p className="flex items-start gap-1.5 text-xs text-ink-subtle">
            <CircleDollarSign aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span data-testid="merch-note">{merchNote(wrestler)}</span>
          </p>
        </Section>
        )}
      </div>
    </GamePage>
  );
}

export function WrestlerPage({ wrestlerId }: { wrestlerId: string }) {
  return <GameStateGate>{(state) => <Profile state={state} wrestlerId={wrestlerId} />}</GameStateGate>;
}
