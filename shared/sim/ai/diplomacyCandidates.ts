// The promoter's dealings (docs/rules/ai.md "Dealings"): what a computer-run federation could do with each
// other running federation this week, read from the same quotes the screens show (a refused quote is no
// candidate), each a command of the table with a need (0-1), its cost now and its reason. Toward a
// player's federation, a dealing that needs the other side's yes (an alliance, a loan request, a joint
// show) is an offer (makeOffer) instead; a loan out needs the player's yes and has no offer, so it is
// offered only to computer-run federations. diplomacy.ts weighs them by personality and takes the best.
import { AI_PAYROLL_RUNWAY_WEEKS, AI_ROSTER_SIZE, type AiPersonality } from '#shared/rules/ai.ts';
import {
  AI_DEALING_MIN_UTILITY,
  AI_DEALING_NEED,
  AI_DEALING_NOISE,
  AI_DEALING_PAIR_COOLDOWN_WEEKS,
  AI_DEALING_REPEAT_NEED_CUT,
  AI_HOSTILE_DEALINGS,
  AI_JOINT_SHOW_MIN_CHANCE,
  AI_JOINT_SHOW_SPLIT_PERCENT,
  AI_JOINT_SHOW_WEEKS_AHEAD,
  AI_LOAN_SPARES_QUOTED,
  AI_LOAN_WEEKS,
  AI_POACH_MIN_RATING_SHARE,
  AI_RAID_RICH_WEEKS,
  AI_RETALIATION_NEED,
  AI_RETALIATION_WEEKS,
  AI_RIVALRY_POPULARITY_SPAN,
  AI_DEALING_WEIGHTS,
  type AiDealingKind,
} from '#shared/rules/aiDiplomacy.ts';
import { JOINT_SHOW_TYPE_FIT, JOINT_SHOW_TYPES, POACH_SETTLED_WEEKS, RAID_MIN_WRESTLERS, RIVALRY_ACTIONS, type JointShowType, type RivalryActionKind } from '#shared/rules/diplomacy.ts';
import { AI_LOAN_KEEPS_TOP, AI_LOAN_NEEDY_FUNDS } from '#shared/rules/loans.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';
import { countOf } from '#shared/rules/plural.ts';
import { jointShowWords } from '../diplomacy/jointShowPropose.ts';
import { acceptanceOf, isStruggling, quoteJointShow } from '../diplomacy/jointShowTerms.ts';
import { loanAnswer } from '../diplomacy/loanConsent.ts';
import { lendableRefusal, loanFee, quoteLoan } from '../diplomacy/loanQuote.ts';
import { quoteOffer, type OfferRequest } from '../diplomacy/offerProposals.ts';
import { quotePoach, quoteRaid } from '../diplomacy/poaching.ts';
import { relationshipScore } from '../diplomacy/relationships.ts';
import { quoteRivalryAction } from '../diplomacy/rivalryActions.ts';
import { qualifiesFor } from '../roster/eligibility.ts';
import { rosterOf, type Wrestler } from '../roster/wrestler.ts';
import type { Federation, World } from '../world.ts';
import type { Candidate } from './decide.ts';
import { aiProfileOf, isRunning, type AiProfile } from './profile.ts';
import { lentOutCount } from './roster.ts';

/** A dealing the promoter could take, with the federation it is aimed at and why, as that federation reads it. */
export interface DealingCandidate extends Candidate<AiDealingKind> {
  targetId: string;
  /** Why, in a sentence to the target ("Red Sun Wrestling is answering your media war."): added to a player's message. */
  motive: string;
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const usd = (n: number) => `$${formatUsdPlain(n)}`;

function average(roster: readonly Wrestler[]): number {
  return roster.length === 0 ? 0 : roster.reduce((sum, w) => sum + w.totalPoints, 0) / roster.length;
}

function payrollOf(roster: readonly Wrestler[]): number {
  return roster.reduce((sum, w) => sum + (w.contract?.salary ?? 0), 0);
}

/** The week it last dealt with `otherId`, or null. */
export function lastDealtWith(profile: Pick<AiProfile, 'dealtWith'>, otherId: string): number | null {
  return profile.dealtWith?.[otherId] ?? null;
}

/** True while the pair's cooldown runs: it dealt with `otherId` fewer than AI_DEALING_PAIR_COOLDOWN_WEEKS weeks ago. */
export function onPairCooldown(profile: Pick<AiProfile, 'dealtWith'>, otherId: string, week: number): boolean {
  const last = lastDealtWith(profile, otherId);
  return last !== null && week - last < AI_DEALING_PAIR_COOLDOWN_WEEKS;
}

/** The latest hostile dealing `otherId` took against `federationId` within AI_RETALIATION_WEEKS, if any. */
export function grudgeAgainst(world: World, federationId: string, otherId: string): { kind: AiDealingKind; week: number } | null {
  const since = world.calendar.totalWeeksProgressed - AI_RETALIATION_WEEKS;
  let found: { kind: AiDealingKind; week: number } | null = null;
  for (const action of world.rivalryActions) {
    if (action.initiatorId !== otherId || action.targetId !== federationId || action.weekExecuted < since) continue;
    if (!(AI_HOSTILE_DEALINGS as readonly string[]).includes(action.kind)) continue;
    if (!found || action.weekExecuted >= found.week) found = { kind: action.kind as AiDealingKind, week: action.weekExecuted };
  }
  return found;
}

const DEALING_WORDS: Readonly<Record<AiDealingKind, string>> = {
  spreadRumours: 'rumours',
  counterProgramming: 'counter-programming',
  mediaWar: 'media war',
  poach: 'poaching',
  raid: 'talent raid',
  alliance: 'alliance',
  crossPromotion: 'cross-promotion',
  tradeAgreement: 'trade agreement',
  lend: 'loan',
  borrow: 'loan',
  jointShow: 'joint show',
};

/** What the promoter reads of one other federation: the relationship's parts of every need, and why in words. */
interface Standing {
  other: Federation;
  score: number;
  hostility: number;
  friendship: number;
  rivalry: number;
  retaliation: number;
  /** Why a hostile dealing, for the record ("answering its media war; relations at -30") and to the target. */
  hostileWhy: string;
  hostileMotive: string;
  /** Why a friendly one, the same way. */
  friendlyWhy: string;
  friendlyMotive: string;
}

function standingWith(world: World, me: Federation, other: Federation): Standing {
  const score = relationshipScore(world, me.id, other.id);
  const gap = Math.abs(me.popularity - other.popularity);
  const rivalry = clamp01(1 - gap / AI_RIVALRY_POPULARITY_SPAN);
  const grudge = grudgeAgainst(world, me.id, other.id);
  const why: string[] = [];
  const motive: string[] = [];
  if (grudge) {
    why.push(`answering its ${DEALING_WORDS[grudge.kind]}`);
    motive.push(`${me.name} is answering your ${DEALING_WORDS[grudge.kind]}`);
  }
  if (score < 0) {
    why.push(`relations at ${Math.round(score)}`);
    motive.push(`relations between you stand at ${Math.round(score)}`);
  }
  if (rivalry > 0) {
    why.push(`a rival for the same fans (popularity ${Math.round(other.popularity)} to its ${Math.round(me.popularity)})`);
    motive.push(`${me.name} sees you as a rival for the same fans (your popularity ${Math.round(other.popularity)}, its ${Math.round(me.popularity)})`);
  }
  if (why.length === 0) {
    why.push('it wants a bigger share of the business');
    motive.push(`${me.name} wants a bigger share of the business`);
  }
  const friendlyWhy = score > 0 ? `relations at ${Math.round(score)}` : 'a new partner';
  const friendlyMotive = score > 0 ? `relations between you stand at ${Math.round(score)} and ${me.name} wants to build on them` : `${me.name} wants a partner in the business`;
  return {
    other,
    score,
    hostility: clamp01(-score / 100),
    friendship: clamp01(score / 100),
    rivalry,
    retaliation: grudge ? AI_RETALIATION_NEED : 0,
    hostileWhy: why.join('; '),
    hostileMotive: `${capitalise(motive.join('; '))}.`,
    friendlyWhy,
    friendlyMotive: `${capitalise(friendlyMotive)}.`,
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Everything the promoter could deal this week, with each running federation off its pair cooldown, in a
 * fixed order (federations in world order, then the dealings in AI_DEALING_KINDS order).
 */
export function dealingCandidates(world: World, me: Federation, profile: AiProfile, roster: readonly Wrestler[] = rosterOf(world, me.id)): DealingCandidate[] {
  const week = world.calendar.totalWeeksProgressed;
  const candidates: DealingCandidate[] = [];
  const last = profile.decisions.findLast((d) => d.dealing)?.dealing;
  const weights = AI_DEALING_WEIGHTS[profile.personality];
  const noise = AI_DEALING_NOISE[profile.personality];
  const context: Context = {
    mine: roster,
    places: roster.length + lentOutCount(world, me.id),
    average: average(roster),
    payroll: payrollOf(roster),
    personality: profile.personality,
    need: (kind, raw) => Math.max(0, clamp01(raw) - (kind === last ? AI_DEALING_REPEAT_NEED_CUT : 0)),
    // The quotes are read only for a dealing whose utility could reach the minimum with the most noise.
    worth: (kind, need) => need * weights[kind] + noise >= AI_DEALING_MIN_UTILITY,
  };
  for (const other of world.federations) {
    if (other.id === me.id || !other.founded || !isRunning(other) || onPairCooldown(profile, other.id, week)) continue;
    const standing = standingWith(world, me, other);
    candidates.push(...rivalryCandidates(world, me, standing, context));
    const takes = takingCandidates(world, me, standing, context);
    if (takes) candidates.push(...takes);
    const loans = loanCandidates(world, me, standing, context, profile);
    if (loans) candidates.push(...loans);
    const joint = jointShowCandidate(world, me, standing, context);
    if (joint) candidates.push(joint);
  }
  return candidates;
}

const HOSTILE_ACTIONS = ['spreadRumours', 'counterProgramming', 'mediaWar'] as const;
const FRIENDLY_ACTIONS = ['alliance', 'crossPromotion', 'tradeAgreement'] as const;

function actionReason(kind: RivalryActionKind, me: Federation, other: Federation, why: string): string {
  const label = RIVALRY_ACTIONS[kind].label;
  switch (kind) {
    case 'spreadRumours':
      return `Spread rumours about ${other.name}: ${why}`;
    case 'counterProgramming':
      return `Counter-programmed ${other.name}: ${why}`;
    case 'mediaWar':
      return `Started a media war with ${other.name}: ${why}`;
    case 'alliance':
      return other.controller === 'player' ? `Offered an alliance to ${other.name}: ${why}` : `Made an alliance with ${other.name}: ${why}`;
    default:
      return `Made a ${label.toLowerCase()} with ${other.name}: ${why}`;
  }
}

/** Rumours, counter-programming, media wars; alliances (an offer to a player), cross-promotion, trade agreements. */
function rivalryCandidates(world: World, me: Federation, s: Standing, c: Context): DealingCandidate[] {
  const out: DealingCandidate[] = [];
  const { other } = s;
  for (const kind of HOSTILE_ACTIONS) {
    const need = AI_DEALING_NEED[kind];
    const value = c.need(kind, need.base + need.hostility * s.hostility + need.rivalry * s.rivalry + s.retaliation);
    if (!c.worth(kind, value)) continue;
    const quote = quoteRivalryAction(world, me.id, other.id, kind);
    if (quote.refusal) continue;
    out.push({
      kind,
      targetId: other.id,
      need: value,
      command: 'takeRivalryAction',
      payload: { targetId: other.id, kind },
      cost: quote.cost,
      reason: actionReason(kind, me, other, s.hostileWhy),
      motive: s.hostileMotive,
    });
  }
  for (const kind of FRIENDLY_ACTIONS) {
    const need = AI_DEALING_NEED[kind];
    const value = c.need(kind, need.base + need.friendship * s.friendship);
    if (!c.worth(kind, value)) continue;
    const quote = quoteRivalryAction(world, me.id, other.id, kind);
    if (quote.refusal) continue;
    const base: Omit<DealingCandidate, 'command' | 'payload'> = {
      kind,
      targetId: other.id,
      need: value,
      cost: quote.cost,
      reason: actionReason(kind, me, other, s.friendlyWhy),
      motive: s.friendlyMotive,
    };
    if (kind === 'alliance' && other.controller === 'player') {
      // The player says yes or no: an offer in its inbox; the alliance's cost is paid when it is accepted.
      const request: OfferRequest = { kind: 'alliance', toFederationId: other.id, reason: s.friendlyMotive };
      if (quoteOffer(world, me.id, request).refusal) continue;
      out.push({ ...base, cost: 0, command: 'makeOffer', payload: request });
    } else out.push({ ...base, command: 'takeRivalryAction', payload: { targetId: other.id, kind } });
  }
  return out;
}

interface Context {
  /** A dealing's need (0-1), less AI_DEALING_REPEAT_NEED_CUT when it was the promoter's last kind. */
  need: (kind: AiDealingKind, raw: number) => number;
  /** Whether a dealing of this need could be taken at all (its weight, the most noise, the minimum utility). */
  worth: (kind: AiDealingKind, need: number) => boolean;
  mine: readonly Wrestler[];
  /** Its roster's places: the roster and the wrestlers it lent out (ai/roster.ts lentOutCount). */
  places: number;
  average: number;
  payroll: number;
  personality: AiPersonality;
}

/**
 * The other's wrestlers worth taking (rated AI_POACH_MIN_RATING_SHARE of the average or more), best first,
 * without those the poach rules plainly refuse (on loan, newly signed, above its popularity): the
 * quote, read after, decides; these only spare it the reading.
 */
function worthTaking(world: World, me: Federation, other: Federation, c: Context): Wrestler[] {
  const line = c.average * AI_POACH_MIN_RATING_SHARE;
  const week = world.calendar.totalWeeksProgressed;
  return rosterOf(world, other.id)
    .filter((w) => w.totalPoints >= line && w.championships.length === 0 && w.status !== 'on_loan' && week - (w.contract?.signedWeek ?? 0) >= POACH_SETTLED_WEEKS && qualifiesFor(me, w))
    .sort((a, b) => b.totalPoints - a.totalPoints || a.id.localeCompare(b.id));
}

/** A poach of the best wrestler it may take and pay; a raid of the best two when hostile and rich. */
function takingCandidates(world: World, me: Federation, s: Standing, c: Context): DealingCandidate[] | null {
  if (c.places >= AI_ROSTER_SIZE.max) return null;
  const { other } = s;
  const wanted = worthTaking(world, me, other, c);
  if (wanted.length === 0) return null;
  const out: DealingCandidate[] = [];
  const budget = me.funds / AI_PAYROLL_RUNWAY_WEEKS;
  const poachNeed = (w: Wrestler) => {
    const need = AI_DEALING_NEED.poach;
    const better = c.average > 0 ? (w.totalPoints - c.average) / c.average : 1;
    return c.need('poach', need.base + need.hostility * s.hostility + need.better * better + s.retaliation);
  };
  const raidNeed = c.need('raid', AI_DEALING_NEED.raid.base + AI_DEALING_NEED.raid.hostility * s.hostility + s.retaliation);
  const raiding = s.score <= -50 && c.places + RAID_MIN_WRESTLERS <= AI_ROSTER_SIZE.max && c.worth('raid', raidNeed);
  // The best-rated wrestler wanted bounds the poach's need: none worth it, no quote read.
  if (!c.worth('poach', poachNeed(wanted[0]!)) && !raiding) return null;
  // The best it may take and pay (a poach), and as many as a raid takes: quoted best first, until found.
  const takeable: Array<{ w: Wrestler; cost: number }> = [];
  for (const w of wanted) {
    if (takeable.length >= (raiding ? RAID_MIN_WRESTLERS : 1)) break;
    if (c.payroll + (w.contract?.salary ?? 0) > budget) continue;
    const quote = quotePoach(world, me.id, w.id);
    if (quote.refusal === null) takeable.push({ w, cost: quote.cost });
  }
  const first = takeable[0];
  if (first && c.worth('poach', poachNeed(first.w))) {
    const { w: best, cost } = first;
    out.push({
      kind: 'poach',
      targetId: other.id,
      need: poachNeed(best),
      command: 'poachWrestler',
      payload: { wrestlerId: best.id },
      cost,
      reason: `Poached ${best.name} (rating ${Math.round(best.totalPoints)}, roster average ${Math.round(c.average)}) from ${other.name} for ${usd(cost)}: ${s.hostileWhy}`,
      motive: `${me.name} wanted ${best.name} for its card (rating ${Math.round(best.totalPoints)}, its roster average ${Math.round(c.average)}); ${s.hostileMotive.charAt(0).toLowerCase()}${s.hostileMotive.slice(1)}`,
    });
  }
  // A raid: only between hostile federations, with room for the wrestlers, and rich enough to pay and keep its wages.
  if (raiding && takeable.length >= RAID_MIN_WRESTLERS) {
    const picks = takeable.slice(0, RAID_MIN_WRESTLERS).map((t) => t.w);
    const quote = quoteRaid(world, me.id, other.id, picks.map((w) => w.id));
    const payroll = c.payroll + picks.reduce((sum, w) => sum + (w.contract?.salary ?? 0), 0);
    if (quote.refusal === null && me.funds - quote.cost >= payroll * AI_RAID_RICH_WEEKS) {
      const names = picks.map((w) => w.name).join(' and ');
      out.push({
        kind: 'raid',
        targetId: other.id,
        need: raidNeed,
        command: 'talentRaid',
        payload: { targetId: other.id, wrestlerIds: picks.map((w) => w.id) },
        cost: quote.cost,
        reason: `Raided ${other.name}'s roster for ${names} (${usd(quote.cost)}): ${s.hostileWhy}`,
        motive: s.hostileMotive,
      });
    }
  }
  return out;
}

/** Lending a spare hand (to a computer-run federation), borrowing when short (an offer to a player). */
function loanCandidates(world: World, me: Federation, s: Standing, c: Context, profile: AiProfile): DealingCandidate[] | null {
  const out: DealingCandidate[] = [];
  const { other } = s;
  // Lend: its spares (not among its AI_LOAN_KEEPS_TOP best), the best first, while it keeps its minimum roster.
  // The borrower's places (its roster and its own wrestlers away) must hold one more: its wrestlers come back.
  const needy = me.funds < AI_LOAN_NEEDY_FUNDS;
  const lendNeed = c.need('lend', AI_DEALING_NEED.lend.base + AI_DEALING_NEED.lend.friendship * s.friendship + (needy ? AI_DEALING_NEED.lend.needy : 0));
  if (other.controller === 'ai' && c.worth('lend', lendNeed) && c.mine.length - 1 >= AI_ROSTER_SIZE.min && rosterOf(world, other.id).length + lentOutCount(world, other.id) < AI_ROSTER_SIZE.max) {
    const spares = [...c.mine].sort((a, b) => b.totalPoints - a.totalPoints || a.id.localeCompare(b.id)).slice(AI_LOAN_KEEPS_TOP).filter((w) => w.status === 'active' && w.championships.length === 0).slice(0, AI_LOAN_SPARES_QUOTED);
    for (const w of spares) {
      const term = w.totalPoints >= c.average ? 'noCleanLoss' : 'none';
      const quote = quoteLoan(world, me.id, { direction: 'lend', wrestlerId: w.id, otherFederationId: other.id, weeks: AI_LOAN_WEEKS, term });
      if (quote.refusal || !quote.answer?.accepts) continue;
      out.push({
        kind: 'lend',
        targetId: other.id,
        need: lendNeed,
        command: 'lendWrestler',
        payload: { wrestlerId: w.id, toFederationId: other.id, weeks: AI_LOAN_WEEKS, term },
        cost: 0,
        reason: `Lent ${w.name} to ${other.name} for ${countOf(AI_LOAN_WEEKS, 'week')} at ${usd(quote.weeklyFee)} a week: ${needy ? 'the fee helps its funds' : 'a spare hand earning a fee'}`,
        motive: `${me.name} had a spare hand and ${other.name} a place for them.`,
      });
      break;
    }
  }
  // Borrow: when short of its roster target or of money, the best wrestler the other would lend and it would take.
  const missing = Math.max(0, profile.rosterTarget - c.places);
  const broke = isStruggling(me);
  if (missing === 0 && !broke) return out;
  if (c.places >= AI_ROSTER_SIZE.max) return out;
  const need = AI_DEALING_NEED.borrow;
  const borrowNeed = c.need('borrow', need.base + need.short * (missing / Math.max(1, profile.rosterTarget)) + (broke ? need.broke : 0));
  if (!c.worth('borrow', borrowNeed)) return out;
  const why = missing > 0 ? `its roster is short (${c.mine.length} of the ${profile.rosterTarget} it aims for)` : `money is short (${usd(me.funds)}), and a borrowed hand costs no signing bonus`;
  const theirs = rosterOf(world, other.id)
    .filter((w) => w.status === 'active' && w.championships.length === 0)
    .sort((a, b) => b.totalPoints - a.totalPoints || a.id.localeCompare(b.id))
    .slice(0, AI_LOAN_KEEPS_TOP + AI_LOAN_SPARES_QUOTED);
  for (const w of theirs) {
    if (other.controller === 'player') {
      if (lendableRefusal(world, w, other, AI_LOAN_WEEKS, false)) continue;
      const fee = loanFee(w.totalPoints, s.score).value;
      if (!loanAnswer(world, { lender: other, borrower: me, wrestler: w, weeks: AI_LOAN_WEEKS, weeklyFee: fee, term: 'none', answering: 'borrower' }).accepts) continue;
      const request: OfferRequest = { kind: 'loanRequest', toFederationId: other.id, wrestlerId: w.id, weeks: AI_LOAN_WEEKS, reason: `${capitalise(why)}.` };
      if (quoteOffer(world, me.id, request).refusal) continue;
      out.push({ kind: 'borrow', targetId: other.id, need: borrowNeed, command: 'makeOffer', payload: request, cost: 0, reason: `Asked ${other.name} to lend ${w.name} for ${countOf(AI_LOAN_WEEKS, 'week')} at ${usd(fee)} a week: ${why}`, motive: `${capitalise(why)}.` });
      break;
    }
    const quote = quoteLoan(world, me.id, { direction: 'borrow', wrestlerId: w.id, otherFederationId: other.id, weeks: AI_LOAN_WEEKS, term: 'none' });
    if (quote.refusal || !quote.answer?.accepts) continue;
    // Its own judgement as a borrower (the one a computer-run borrower gives when asked): worth it, and affordable.
    if (!loanAnswer(world, { lender: other, borrower: me, wrestler: w, weeks: AI_LOAN_WEEKS, weeklyFee: quote.weeklyFee, term: quote.term, answering: 'borrower' }).accepts) continue;
    out.push({
      kind: 'borrow',
      targetId: other.id,
      need: borrowNeed,
      command: 'borrowWrestler',
      payload: { wrestlerId: w.id, fromFederationId: other.id, weeks: AI_LOAN_WEEKS },
      cost: quote.weeklyFee,
      reason: `Borrowed ${w.name} from ${other.name} for ${countOf(AI_LOAN_WEEKS, 'week')} at ${usd(quote.weeklyFee)} a week: ${why}`,
      motive: `${capitalise(why)}.`,
    });
    break;
  }
  return out;
}

/** The type a joint show is proposed as: the one the partner's personality likes most (its own taste toward a player). */
export function favouriteType(personality: AiPersonality): JointShowType {
  const fit = JOINT_SHOW_TYPE_FIT[personality];
  return JOINT_SHOW_TYPES.reduce((best, type) => (fit[type] > fit[best] ? type : best), JOINT_SHOW_TYPES[0]);
}

function jointShowCandidate(world: World, me: Federation, s: Standing, c: Context): DealingCandidate | null {
  const { other } = s;
  const broke = isStruggling(me);
  const need = AI_DEALING_NEED.jointShow;
  const value = c.need('jointShow', need.base + need.friendship * s.friendship + (broke ? need.broke : 0));
  if (!c.worth('jointShow', value) || s.score <= -50) return null;
  const type = favouriteType(aiProfileOf(other)?.personality ?? c.personality);
  const terms = { type, split: AI_JOINT_SHOW_SPLIT_PERCENT, weeksAhead: AI_JOINT_SHOW_WEEKS_AHEAD };
  const why = broke ? `money is short (${usd(me.funds)}) and a joint show is a night's income` : s.friendlyWhy;
  const words = jointShowWords(type);
  if (other.controller === 'player') {
    const request: OfferRequest = { kind: 'jointShow', toFederationId: other.id, ...terms, reason: broke ? `${me.name} is short of money and a joint show is a night's income for you both.` : s.friendlyMotive };
    if (quoteOffer(world, me.id, request).refusal) return null;
    return { kind: 'jointShow', targetId: other.id, need: value, command: 'makeOffer', payload: request, cost: 0, reason: `Proposed ${words} to ${other.name} (${terms.split}% of the income): ${why}`, motive: request.reason };
  }
  if (quoteJointShow(world, me.id, other.id, terms).refusal) return null;
  if (acceptanceOf(world, me, other, terms).chance < AI_JOINT_SHOW_MIN_CHANCE) return null;
  return {
    kind: 'jointShow',
    targetId: other.id,
    need: value,
    command: 'proposeJointShow',
    payload: { partnerId: other.id, ...terms },
    cost: 0,
    reason: `Proposed ${words} to ${other.name} (${terms.split}% of the income): ${why}`,
    motive: s.friendlyMotive,
  };
}
