// Proposing a joint show (spec §4 "Joint show", §5 "acceptance is probabilistic; the chance is not shown"):
// what may be proposed, to whom and for when, and how likely the rival is to say yes, from the
// relationship, the split and the type (our design: docs/rules/diplomacy.md "Joint shows"). The quote is
// what the screen shows before you confirm (the deciding factors in words, the income you may expect, or
// the sentence that refuses) and what the command checks: one function for both, and for a computer-run
// proposer.
import {
  JOINT_SHOW_ACCEPT_BASE,
  JOINT_SHOW_ACCEPT_MAX,
  JOINT_SHOW_ACCEPT_MIN,
  JOINT_SHOW_ACCEPT_PER_RELATIONSHIP_POINT,
  JOINT_SHOW_ACCEPT_PER_SPLIT_POINT,
  JOINT_SHOW_EVEN_SPLIT,
  JOINT_SHOW_MATCHES,
  JOINT_SHOW_MAX_WEEKS_AHEAD,
  JOINT_SHOW_RETRY_WEEKS,
  JOINT_SHOW_SPLIT_MAX,
  JOINT_SHOW_SPLIT_MIN,
  JOINT_SHOW_STRUGGLING_BONUS,
  JOINT_SHOW_STRUGGLING_CHARITY,
  JOINT_SHOW_STRUGGLING_FUNDS,
  JOINT_SHOW_TYPE_FIT,
  JOINT_SHOW_TYPE_PHRASES,
  JOINT_SHOW_TYPES,
  JOINT_SHOW_WEEKS_AHEAD,
  type JointShowType,
} from '#shared/rules/diplomacy.ts';
import { weekAhead, formatDate } from '#shared/rules/calendar.ts';
import { aiProfileOf, isRunning } from '../ai/profile.ts';
import { findFederation, type Federation, type World } from '../world.ts';
import type { JointShow } from './jointShow.ts';
import { jointShowIncomeRange } from './jointShowIncome.ts';
import { relationshipScore, relationshipStatus } from './relationships.ts';

export interface JointShowTerms {
  type: JointShowType;
  /** The proposer's share of the income, whole percent. */
  split: number;
  /** Weeks from now (JOINT_SHOW_WEEKS_AHEAD to JOINT_SHOW_MAX_WEEKS_AHEAD). */
  weeksAhead: number;
}

/** One reason the rival will weigh, in words; `effect` says which way it leans (the figure stays hidden, spec §5). */
export interface JointShowFactor {
  label: string;
  effect: 'helps' | 'hurts' | 'neutral';
}

export interface JointShowQuote {
  /** The sentence that refuses the proposal, or null when it may be made. */
  refusal: string | null;
  /** What the rival will weigh (the chance itself is never shown). */
  factors: JointShowFactor[];
  /** The proposer's income at today's popularity, USD: from a 0-star card without bonus to a 10-star card with the whole bonus. */
  income: { min: number; max: number };
  /** The partner's, the same way. */
  partnerIncome: { min: number; max: number };
  /** The week it would be held: its index and its date in words. */
  weekIndex: number;
  date: string;
  matches: number;
}

export const UNKNOWN_PARTNER = 'That federation does not exist.';
export const PROPOSE_TO_YOURSELF = 'You cannot propose a joint show to your own federation.';
export const notRunning = (name: string): string => `${name} is no longer running.`;
export const UNKNOWN_TYPE = 'A joint show is a supershow, an invasion, a charity show or a tournament.';
export const splitOutOfRange = (): string => `Your share must be a whole percentage from ${JOINT_SHOW_SPLIT_MIN}% to ${JOINT_SHOW_SPLIT_MAX}%.`;
export const weekOutOfRange = (): string => `A joint show is held ${JOINT_SHOW_WEEKS_AHEAD} to ${JOINT_SHOW_MAX_WEEKS_AHEAD} weeks from now.`;
export const hostileRefusal = (name: string, score: number): string => `${name} is hostile to you (relationship ${score}): mend the relationship before proposing a joint show.`;
export const alreadyAgreed = (name: string, date: string): string => `You already have a joint show agreed with ${name} (${date}): hold it before proposing another.`;
export const weekTaken = (name: string, date: string): string => `${name} already holds a joint show that week (${date}): pick another week.`;
export const yourWeekTaken = (date: string): string => `You already hold a joint show that week (${date}): pick another week.`;
export const tooSoonAgain = (name: string, weeks: number): string => `${name} turned down a joint show lately: it will hear another proposal in ${weeks} ${weeks === 1 ? 'week' : 'weeks'}.`;
export const playerPartner = (name: string): string => `${name} is run by a player, who answers proposals for itself.`;

/** The whole number of weeks from now, or the refusal's sentence. */
function checkTerms(terms: JointShowTerms): string | null {
  if (!JOINT_SHOW_TYPES.includes(terms.type)) return UNKNOWN_TYPE;
  if (!Number.isInteger(terms.split) || terms.split < JOINT_SHOW_SPLIT_MIN || terms.split > JOINT_SHOW_SPLIT_MAX) return splitOutOfRange();
  if (!Number.isInteger(terms.weeksAhead) || terms.weeksAhead < JOINT_SHOW_WEEKS_AHEAD || terms.weeksAhead > JOINT_SHOW_MAX_WEEKS_AHEAD) return weekOutOfRange();
  return null;
}

/** The agreed joint show between the two that is not held yet, if any. */
export function agreedBetween(world: World, a: string, b: string): JointShow | undefined {
  return world.jointShows.find((j) => j.status === 'accepted' && ((j.proposerId === a && j.partnerId === b) || (j.proposerId === b && j.partnerId === a)));
}

/** The week the latest rejection between the two closes, or null when none is recent. */
function rejectedUntil(world: World, proposerId: string, partnerId: string): number | null {
  let until: number | null = null;
  for (const j of world.jointShows) {
    if (j.status !== 'rejected' || j.proposerId !== proposerId || j.partnerId !== partnerId) continue;
    const end = j.proposedWeek + JOINT_SHOW_RETRY_WEEKS;
    if (end > world.calendar.totalWeeksProgressed && (until === null || end > until)) until = end;
  }
  return until;
}

export function holdsJointShowIn(world: World, federationId: string, weekIndex: number): boolean {
  return world.jointShows.some((j) => j.status !== 'rejected' && j.scheduledWeek === weekIndex && (j.proposerId === federationId || j.partnerId === federationId));
}

function refusalOf(world: World, proposer: Federation | undefined, partner: Federation | undefined, terms: JointShowTerms, weekIndex: number, date: string): string | null {
  if (!proposer || !partner) return UNKNOWN_PARTNER;
  if (proposer.id === partner.id) return PROPOSE_TO_YOURSELF;
  if (!isRunning(proposer)) return notRunning(proposer.name);
  if (!isRunning(partner)) return notRunning(partner.name);
  const badTerms = checkTerms(terms);
  if (badTerms) return badTerms;
  if (partner.controller === 'player') return playerPartner(partner.name);
  const score = relationshipScore(world, proposer.id, partner.id);
  if (relationshipStatus(score) === 'hostile') return hostileRefusal(partner.name, score);
  const agreed = agreedBetween(world, proposer.id, partner.id);
  if (agreed) return alreadyAgreed(partner.name, formatDate(weekAhead(world.calendar, agreed.scheduledWeek - world.calendar.totalWeeksProgressed)));
  const until = rejectedUntil(world, proposer.id, partner.id);
  if (until !== null) return tooSoonAgain(partner.name, until - world.calendar.totalWeeksProgressed);
  if (holdsJointShowIn(world, proposer.id, weekIndex)) return yourWeekTaken(date);
  if (holdsJointShowIn(world, partner.id, weekIndex)) return weekTaken(partner.name, date);
  return null;
}

/** Whether the federation is short of money: it welcomes any income (JOINT_SHOW_STRUGGLING_FUNDS). */
export function isStruggling(federation: Pick<Federation, 'funds'>): boolean {
  return federation.funds < JOINT_SHOW_STRUGGLING_FUNDS;
}

/** The rival's chance of saying yes (0-1) and its reasons in words. Never shown as a figure (spec §5). */
export function acceptanceOf(world: World, proposer: Federation, partner: Federation, terms: Pick<JointShowTerms, 'type' | 'split'>): { chance: number; factors: JointShowFactor[] } {
  const factors: JointShowFactor[] = [];
  const score = relationshipScore(world, proposer.id, partner.id);
  const byRelationship = score * JOINT_SHOW_ACCEPT_PER_RELATIONSHIP_POINT;
  const status = relationshipStatus(score);
  factors.push({
    label: status === 'allied' ? `You are allied (relationship ${score})` : score === 0 ? 'You have no history together (relationship 0)' : `Your relationship stands at ${score}`,
    effect: score > 0 ? 'helps' : score < 0 ? 'hurts' : 'neutral',
  });
  const greed = terms.split - JOINT_SHOW_EVEN_SPLIT;
  const bySplit = -greed * JOINT_SHOW_ACCEPT_PER_SPLIT_POINT;
  factors.push({
    label: greed === 0 ? 'An even split' : greed > 0 ? `You ask ${terms.split}%, leaving them ${100 - terms.split}%` : `You offer them ${100 - terms.split}% of the income`,
    effect: greed > 0 ? 'hurts' : greed < 0 ? 'helps' : 'neutral',
  });
  const personality = aiProfileOf(partner)?.personality;
  const byType = personality ? JOINT_SHOW_TYPE_FIT[personality][terms.type] : 0;
  const phrase = JOINT_SHOW_TYPE_PHRASES[terms.type];
  factors.push({
    label: personality ? `A ${personality} promoter ${byType > 0 ? 'likes' : byType < 0 ? 'dislikes' : 'does not mind'} ${phrase}` : `${phrase[0]!.toUpperCase()}${phrase.slice(1)}`,
    effect: byType > 0 ? 'helps' : byType < 0 ? 'hurts' : 'neutral',
  });
  let byNeed = 0;
  if (isStruggling(partner)) {
    byNeed = JOINT_SHOW_STRUGGLING_BONUS + (terms.type === 'charity' ? JOINT_SHOW_STRUGGLING_CHARITY : 0);
    factors.push({ label: terms.type === 'charity' ? `${partner.name} is short of money and would welcome the goodwill` : `${partner.name} is short of money and needs the income`, effect: 'helps' });
  }
  const raw = JOINT_SHOW_ACCEPT_BASE + byRelationship + bySplit + byType + byNeed;
  return { chance: Math.min(JOINT_SHOW_ACCEPT_MAX, Math.max(JOINT_SHOW_ACCEPT_MIN, raw)), factors };
}

/** Everything the proposal screen shows and the command checks, for `proposerId` proposing to `partnerId`. */
export function quoteJointShow(world: World, proposerId: string, partnerId: string, terms: JointShowTerms): JointShowQuote {
  const proposer = findFederation(world, proposerId);
  const partner = findFederation(world, partnerId);
  const weeks = Number.isInteger(terms.weeksAhead) ? Math.min(JOINT_SHOW_MAX_WEEKS_AHEAD, Math.max(0, terms.weeksAhead)) : JOINT_SHOW_WEEKS_AHEAD;
  const weekIndex = world.calendar.totalWeeksProgressed + weeks;
  const date = formatDate(weekAhead(world.calendar, weeks));
  const refusal = refusalOf(world, proposer, partner, terms, weekIndex, date);
  const split = Math.min(JOINT_SHOW_SPLIT_MAX, Math.max(JOINT_SHOW_SPLIT_MIN, Number.isFinite(terms.split) ? terms.split : JOINT_SHOW_EVEN_SPLIT));
  const combined = (proposer?.popularity ?? 0) + (partner?.popularity ?? 0);
  const factors = proposer && partner && proposer !== partner && JOINT_SHOW_TYPES.includes(terms.type) ? acceptanceOf(world, proposer, partner, { type: terms.type, split }).factors : [];
  return {
    refusal,
    factors,
    income: jointShowIncomeRange(combined, split),
    partnerIncome: jointShowIncomeRange(combined, 100 - split),
    weekIndex,
    date,
    matches: JOINT_SHOW_TYPES.includes(terms.type) ? JOINT_SHOW_MATCHES[terms.type] : 0,
  };
}
