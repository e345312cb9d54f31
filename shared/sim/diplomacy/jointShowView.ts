// What the screens read of joint shows: a federation's joint shows (with one other federation, or all),
// as it sees them (its own share, the other's name, the date), and the partner's roster a joint show's
// booking page lists beside the host's. Reads only; public facts only (no salary, contract or morale).
import { formatDate, weekAhead } from '#shared/rules/calendar.ts';
import { JOINT_SHOW_MATCHES, JOINT_SHOW_TYPE_LABELS, type JointShowType } from '#shared/rules/diplomacy.ts';
import { SimRefusal } from '../refusal.ts';
import { rosterOf } from '../roster/wrestler.ts';
import { findShow, requireOwnShow } from '../shows/show.ts';
import { findFederation, requireFederation, type World } from '../world.ts';
import { hostOf, type JointShowStatus } from './jointShow.ts';

export interface JointShowView {
  id: string;
  type: JointShowType;
  typeLabel: string;
  matches: number;
  otherFederationId: string;
  otherName: string;
  /** True when this federation proposed it. */
  proposedByYou: boolean;
  /** This federation's share of the income, percent. */
  yourSplit: number;
  status: JointShowStatus;
  /** totalWeeksProgressed of its week, and the week in words. */
  scheduledWeek: number;
  date: string;
  /** True when this federation books and runs it. */
  youHost: boolean;
  /** The show it became (null before its week, or when it was called off or cancelled). */
  showId: string | null;
  /** True once the show was run. */
  held: boolean;
  /** The night's income and this federation's share, once held. */
  income: { value: number; yourShare: number } | null;
}

/** The date of a week index, from the calendar now (past weeks read back from it). */
function dateOf(world: World, weekIndex: number): string {
  const ahead = weekIndex - world.calendar.totalWeeksProgressed;
  if (ahead >= 0) return formatDate(weekAhead(world.calendar, ahead));
  return `${-ahead} ${ahead === -1 ? 'week' : 'weeks'} ago`;
}

/** The federation's joint shows (with `otherId` only, when given), the newest proposal first. */
export function jointShowsOf(world: World, federationId: string, otherId: string | null = null): JointShowView[] {
  requireFederation(world, federationId);
  const views: JointShowView[] = [];
  for (let i = world.jointShows.length - 1; i >= 0; i -= 1) {
    const j = world.jointShows[i]!;
    const proposedByYou = j.proposerId === federationId;
    if (!proposedByYou && j.partnerId !== federationId) continue;
    const other = proposedByYou ? j.partnerId : j.proposerId;
    if (otherId !== null && other !== otherId) continue;
    const show = j.showId ? findShow(world, j.showId) : undefined;
    const yourShare = j.income ? (proposedByYou ? j.income.proposerShare : j.income.partnerShare) : 0;
    views.push({
      id: j.id,
      type: j.type,
      typeLabel: JOINT_SHOW_TYPE_LABELS[j.type],
      matches: JOINT_SHOW_MATCHES[j.type],
      otherFederationId: other,
      otherName: findFederation(world, other)?.name ?? 'A former federation',
      proposedByYou,
      yourSplit: proposedByYou ? j.split : 100 - j.split,
      status: j.status,
      scheduledWeek: j.scheduledWeek,
      date: dateOf(world, j.scheduledWeek),
      youHost: hostOf(j) === federationId,
      showId: show ? show.id : null,
      held: show?.hasBeenRun ?? false,
      income: j.income ? { value: j.income.value, yourShare } : null,
    });
  }
  return views;
}

/** A wrestler of the partner as the booking page lists them: public facts and what booking needs. */
export interface JointRosterWrestler {
  id: string;
  name: string;
  gender: string;
  style: string;
  nationality: string;
  age: number;
  masked: boolean;
  popularity: number;
  strength: number;
  agility: number;
  technic: number;
  charisma: number;
  stamina: number;
  totalPoints: number;
  category: string;
  status: string;
  fatigue: number;
  wins: number;
  losses: number;
  draws: number;
  totalMatches: number;
}

/** The other federation of the host's joint show and its roster, best rated first. */
export function jointShowRoster(world: World, federationId: string, showId: string): { partnerId: string; partnerName: string; wrestlers: JointRosterWrestler[] } {
  const show = requireOwnShow(world, federationId, showId);
  if (!show.joint) throw new SimRefusal(`${show.name} is not a joint show.`);
  const partner = requireFederation(world, show.joint.partnerId);
  const wrestlers = rosterOf(world, partner.id)
    .map((w) => ({
      id: w.id,
      name: w.name,
      gender: w.gender,
      style: w.style,
      nationality: w.nationality,
      age: w.age,
      masked: w.masked,
      popularity: w.popularity,
      strength: w.skills.strength,
      agility: w.skills.agility,
      technic: w.skills.technic,
      charisma: w.skills.charisma,
      stamina: w.skills.stamina,
      totalPoints: w.totalPoints,
      category: w.category,
      status: w.status,
      fatigue: w.fatigue,
      wins: w.matchStats.wins,
      losses: w.matchStats.losses,
      draws: w.matchStats.draws,
      totalMatches: w.matchStats.totalMatches,
    }))
    .sort((a, b) => b.totalPoints - a.totalPoints || a.name.localeCompare(b.name));
  return { partnerId: partner.id, partnerName: partner.name, wrestlers };
}
