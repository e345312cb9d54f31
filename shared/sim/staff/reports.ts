// Every hired staff member writes a weekly report by type (spec §4, §6, §9 "Staff"): the coach's
// training report, the head of talent's popularity / morale / contracts report, the head of finance's
// finance report and the head of social media's followers report. Reports start unread.
import { SKILL_LABELS, type SkillName } from '#shared/rules/training.ts';
import {
  COACH_PRIORITY_LIMIT,
  COACH_PRIORITY_SKILL_BELOW,
  COACH_RECOMMENDATION_BELOW,
  coachEffectiveness,
  FOLLOWERS_PER_FEDERATION_POPULARITY,
  FOLLOWERS_PER_WRESTLER_POPULARITY,
  FOLLOWERS_SOCIAL_BONUS_PER_SKILL,
  STAFF_REPORT_TITLES,
  STAFF_SKILL_MIN,
  TALENT_CONTRACT_HORIZON_WEEKS,
  TALENT_LOW_MORALE,
} from '#shared/rules/staff.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';
import type { SimEvent } from '../events.ts';
import { LEDGER_KIND_LABELS, type LedgerKind } from '../ledger/lines.ts';
import { SimRefusal } from '../refusal.ts';
import { lowestSkill, rosterOf, type Wrestler } from '../roster/wrestler.ts';
import { changeThisWeek } from '../week/weekFigures.ts';
import { fanBuzz } from '../fans/fanFeed.ts';
import { requireFederation, takeId, type Federation, type World } from '../world.ts';
import {
  STAFF_REPORTS_KEPT,
  type CoachReportData,
  type FinanceReportData,
  type SocialReportData,
  type StaffMember,
  type StaffReport,
  type TalentReportData,
} from './staffMember.ts';

type ReportBody = Pick<StaffReport, 'content' | 'data'>;
type FanTalk = ReturnType<typeof fanBuzz>;

const percent = (share: number) => `${Math.round(share * 100)}%`;
const names = (list: readonly string[]) => (list.length ? list.join(', ') : 'none');

export interface PriorityWrestler {
  wrestlerId: string;
  name: string;
  skill: SkillName;
  value: number;
}

/** Up to 5 wrestlers whose lowest skill is below 60, weakest first (spec). */
export function trainingPriorities(roster: readonly Wrestler[]): PriorityWrestler[] {
  return roster
    .map((w) => ({ w, low: lowestSkill(w) }))
    .filter(({ low }) => low.value < COACH_PRIORITY_SKILL_BELOW)
    .sort((a, b) => a.low.value - b.low.value || a.w.name.localeCompare(b.w.name))
    .slice(0, COACH_PRIORITY_LIMIT)
    .map(({ w, low }) => ({ wrestlerId: w.id, name: w.name, skill: low.skill, value: low.value }));
}

function coachReport(member: StaffMember, roster: readonly Wrestler[]): ReportBody {
  const effectiveness = coachEffectiveness(member.skill, member.experience);
  const recommendation =
    effectiveness < COACH_RECOMMENDATION_BELOW
      ? `At ${percent(effectiveness)} effectiveness the coaching is holding the roster back: consider a more skilled or experienced head coach.`
      : null;
  const priorities = trainingPriorities(roster);
  const inTraining = roster
    .filter((w) => w.status === 'training' && w.training.targetSkill)
    .map((w) => ({ wrestlerId: w.id, name: w.name, skill: w.training.targetSkill!, weeksRemaining: w.training.weeksRemaining }));
  const lines = [
    `Coaching effectiveness: ${percent(effectiveness)}.`,
    inTraining.length ? `In training: ${inTraining.map((t) => `${t.name} (${SKILL_LABELS[t.skill]}, ${t.weeksRemaining} wk left)`).join(', ')}.` : 'Nobody is training.',
    priorities.length
      ? `Priorities: ${priorities.map((p) => `${p.name} (${SKILL_LABELS[p.skill]} ${p.value})`).join(', ')}.`
      : `No wrestler has a skill below ${COACH_PRIORITY_SKILL_BELOW}.`,
    ...(recommendation ? [recommendation] : []),
  ];
  return { content: lines.join(' '), data: { effectiveness, recommendation, priorities, inTraining } satisfies CoachReportData };
}

/** `popularityChange`: the week's change, show night included (week/weekFigures.ts changeThisWeek). */
function talentReport(federation: Federation, roster: readonly Wrestler[], popularityChange: number): ReportBody {
  const top = [...roster].sort((a, b) => b.popularity - a.popularity).slice(0, 3).map((w) => ({ wrestlerId: w.id, name: w.name, popularity: w.popularity }));
  const averageMorale = roster.length ? Math.round(roster.reduce((s, w) => s + w.morale, 0) / roster.length) : null;
  const unhappy = roster.filter((w) => w.morale <= TALENT_LOW_MORALE).map((w) => ({ wrestlerId: w.id, name: w.name, morale: w.morale }));
  const expiring = roster
    .filter((w) => w.contract && w.contract.weeksRemaining <= TALENT_CONTRACT_HORIZON_WEEKS)
    .sort((a, b) => a.contract!.weeksRemaining - b.contract!.weeksRemaining)
    .map((w) => ({ wrestlerId: w.id, name: w.name, weeksRemaining: w.contract!.weeksRemaining }));
  const content = [
    `Federation popularity ${federation.popularity} (${popularityChange >= 0 ? '+' : ''}${popularityChange} this week).`,
    `Top stars: ${names(top.map((t) => `${t.name} (${t.popularity})`))}.`,
    averageMorale === null ? 'The roster is empty.' : `Average morale ${averageMorale}; unhappy: ${names(unhappy.map((u) => `${u.name} (${u.morale})`))}.`,
    `Contracts ending within ${TALENT_CONTRACT_HORIZON_WEEKS} weeks: ${names(expiring.map((e) => `${e.name} (${e.weeksRemaining} wk)`))}.`,
  ].join(' ');
  return { content, data: { popularity: federation.popularity, popularityChange, top, averageMorale, unhappy, expiring, rosterSize: roster.length } satisfies TalentReportData };
}

function financeReport(federation: Federation): ReportBody {
  const week = federation.ledger[federation.ledger.length - 1];
  if (!week) return { content: 'No week has been settled yet.', data: {} };
  const byKind = new Map<LedgerKind, number>();
  for (const line of week.lines) if (line.amount < 0) byKind.set(line.kind, (byKind.get(line.kind) ?? 0) - line.amount);
  const biggest = [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([kind, amount]) => ({ kind, label: LEDGER_KIND_LABELS[kind], amount }));
  const recurring = -week.lines.filter((l) => l.paidAt === 'weekEnd' && l.amount < 0).reduce((s, l) => s + l.amount, 0);
  const runwayWeeks = recurring > 0 ? Math.floor(week.fundsAfter / recurring) : null;
  const content = [
    `Revenue $${formatUsdPlain(week.revenue)}, expenses $${formatUsdPlain(week.expenses)}, ${week.profit >= 0 ? 'profit' : 'loss'} $${formatUsdPlain(Math.abs(week.profit))}, tax $${formatUsdPlain(week.tax)}.`,
    `Funds $${formatUsdPlain(week.fundsAfter)}.`,
    biggest.length ? `Biggest costs: ${biggest.map((b) => `${b.label} $${formatUsdPlain(b.amount)}`).join(', ')}.` : 'No costs this week.',
    runwayWeeks === null ? '' : `At this week's running costs, funds last ${runwayWeeks} more week${runwayWeeks === 1 ? '' : 's'} without income.`,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    content,
    data: { revenue: week.revenue, expenses: week.expenses, profit: week.profit, tax: week.tax, funds: week.fundsAfter, biggest, recurringCosts: recurring, runwayWeeks } satisfies FinanceReportData,
  };
}

const signedCount = (n: number) => `${n >= 0 ? '+' : '-'}${formatUsdPlain(Math.abs(n))}`;

function socialReport(federation: Federation, roster: readonly Wrestler[], previous: number, talk: FanTalk): ReportBody {
  const change = federation.socialFollowers - previous;
  const buzz = [...roster].sort((a, b) => b.popularity - a.popularity).slice(0, 3).map((w) => ({ wrestlerId: w.id, name: w.name, popularity: w.popularity }));
  const parts = talk.comments.map((c) => ({ label: c.followers.reason, amount: c.followers.change }));
  const content = [
    `${formatUsdPlain(federation.socialFollowers)} followers (${signedCount(change)} this week).`,
    `Most talked about: ${names(buzz.map((b) => b.name))}.`,
    parts.length
      ? `What the fans are saying moves ${signedCount(talk.change)} followers: ${parts.map((p) => `${p.label} (${signedCount(p.amount)})`).join('; ')}.`
      : 'The fans have nothing to say about you lately.',
  ].join(' ');
  return { content, data: { followers: federation.socialFollowers, change, buzz, fanTalk: { change: talk.change, parts } } satisfies SocialReportData };
}

/**
 * Followers: 1,000 per point of federation popularity plus 25 per point of each signed wrestler's
 * popularity; a head of social media adds (skill - 60)% on top.
 */
export function followersFor(federation: Federation, roster: readonly Wrestler[]): number {
  const social = federation.staff.find((s) => s.type === 'head_of_social_media');
  const base = federation.popularity * FOLLOWERS_PER_FEDERATION_POPULARITY + roster.reduce((s, w) => s + w.popularity, 0) * FOLLOWERS_PER_WRESTLER_POPULARITY;
  const bonus = social ? (social.skill - STAFF_SKILL_MIN) * FOLLOWERS_SOCIAL_BONUS_PER_SKILL : 0;
  return Math.round(base * (1 + bonus));
}

/** The week advance's staff step: followers move, then each hired member writes their report. */
export function writeStaffReports(world: World, federation: Federation, now: number): SimEvent[] {
  const roster = rosterOf(world, federation.id);
  const previousFollowers = federation.socialFollowers;
  // The fans' recent comments move the followers whether or not a head of social media is hired: the
  // fans talk either way; the head of social media reports it (docs/rules/fans.md "Followers").
  const talk = fanBuzz(world, federation.id, world.calendar.totalWeeksProgressed);
  federation.socialFollowers = Math.max(0, followersFor(federation, roster) + talk.change);
  const events: SimEvent[] = [];
  for (const member of federation.staff) {
    const body =
      member.type === 'head_coach'
        ? coachReport(member, roster)
        : member.type === 'head_of_talent'
          ? talentReport(federation, roster, changeThisWeek(world, federation).change.popularity)
          : member.type === 'head_of_finance'
            ? financeReport(federation)
            : socialReport(federation, roster, previousFollowers, talk);
    const report: StaffReport = {
      id: takeId(world, 'rep'),
      staffId: member.id,
      staffType: member.type,
      week: world.calendar.week,
      month: world.calendar.month,
      year: world.calendar.year,
      title: STAFF_REPORT_TITLES[member.type],
      ...body,
      isRead: false,
      timestamp: now,
    };
    federation.staffReports.push(report);
    events.push({ kind: 'staffReport', federationId: federation.id, staffType: member.type, reportId: report.id, title: report.title });
  }
  if (federation.staffReports.length > STAFF_REPORTS_KEPT) federation.staffReports.splice(0, federation.staffReports.length - STAFF_REPORTS_KEPT);
  return events;
}

export function markReportRead(world: World, federationId: string, reportId: string): void {
  const report = requireFederation(world, federationId).staffReports.find((r) => r.id === reportId);
  if (!report) throw new SimRefusal('That report no longer exists.');
  report.isRead = true;
}

export function markAllReportsRead(world: World, federationId: string): void {
  for (const report of requireFederation(world, federationId).staffReports) report.isRead = true;
}
