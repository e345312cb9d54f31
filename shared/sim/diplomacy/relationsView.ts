// What a federation reads of its dealings (the Relations section of /companies/:id, the global scene's
// badges, /dealings; docs/rules/diplomacy.md): for each other federation, the relationship (status, score,
// the last 10 changes with reasons), the rivalry actions running between them with weeks left, the active
// loans, the agreed joint shows and the offers waiting for an answer between them. Asked about one federation, it also quotes every action the
// asker could take with it and every wrestler of its roster the asker could poach. Reads only.
import { JOINT_SHOW_TYPE_LABELS, RIVALRY_ACTION_EFFECTS_ON_TARGET, RIVALRY_ACTION_KINDS, RIVALRY_ACTIONS, type RelationshipStatus, type RivalryActionKind } from '#shared/rules/diplomacy.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';
import { isRunning } from '../ai/profile.ts';
import { findWrestlerIn, rosterOf } from '../roster/wrestler.ts';
import { findFederation, type World } from '../world.ts';
import type { JointShow } from './jointShow.ts';
import type { LoanTerm } from './loan.ts';
import type { DiplomacyOffer } from './offer.ts';
import { partiesRefusal, UNKNOWN_PARTNER } from './dealing.ts';
import { quotePoach, type PoachQuote } from './poaching.ts';
import { findRelationship, relationshipStatus, type RelationshipChange } from './relationships.ts';
import { quoteRivalryAction, weeksLeft, type RivalryActionQuote } from './rivalryActions.ts';
import type { RecordedActionKind } from './rivalryAction.ts';
import { SimRefusal } from '../refusal.ts';

export interface RunningActionView {
  id: string;
  kind: RecordedActionKind;
  label: string;
  /** True when the asker started it. */
  mine: boolean;
  initiatorId: string;
  targetId: string;
  weekExecuted: number;
  weeksLeft: number;
  effect: string;
}

export interface LoanView {
  id: string;
  wrestlerId: string;
  wrestlerName: string;
  /** True when the asker is the lender. */
  lent: boolean;
  fromId: string;
  toId: string;
  weeklyFee: number;
  weeksLeft: number;
  term: LoanTerm;
}

export interface JointShowView {
  id: string;
  type: JointShow['type'];
  proposerId: string;
  partnerId: string;
  /** The asker's share of the income, percent. */
  yourSplit: number;
  scheduledWeek: number;
  /** Weeks until it is held (0: this week). */
  weeksUntil: number;
  showId: string | null;
}

export interface OfferView {
  id: string;
  kind: DiplomacyOffer['kind'];
  /** True when the asker made it (it waits for the other's answer); false when it waits for the asker's. */
  fromYou: boolean;
  /** What is offered, in a sentence. */
  summary: string;
  /** Weeks it may still be answered in (0: this week is the last). */
  weeksLeft: number;
}

export interface RelationView {
  federationId: string;
  name: string;
  logo: string;
  controller: 'player' | 'ai';
  /** False for a federation that closed (kept while a record with it remains). */
  running: boolean;
  score: number;
  status: RelationshipStatus;
  /** The last changes with their reasons, newest last. */
  history: RelationshipChange[];
  actions: RunningActionView[];
  loans: LoanView[];
  jointShows: JointShowView[];
  /** Offers between the two waiting for an answer (answered from the message that carries them). */
  offers: OfferView[];
}

export interface RelationsAnswer {
  relations: RelationView[];
  /** Asked about one federation: what the asker could do with it, each with its price and refusal. */
  quotes: { actions: RivalryActionQuote[]; poach: PoachQuote[] } | null;
}

const label = (kind: RecordedActionKind): string => (kind === 'poach' ? 'Poach' : kind === 'raid' ? 'Talent raid' : RIVALRY_ACTIONS[kind as RivalryActionKind].label);

function between(a: string, b: string, x: string, y: string): boolean {
  return (a === x && b === y) || (a === y && b === x);
}

/** The offer in a sentence, from its sender ("Apex asks to borrow ...", or "You ask to borrow ..." for the asker's own). */
function offerSummary(world: World, offer: DiplomacyOffer, fromName: string | null): string {
  const who = (verb: string) => (fromName === null ? `You ${verb}` : `${fromName} ${verb}s`);
  switch (offer.kind) {
    case 'loanRequest':
      return `${who('ask')} to borrow ${findWrestlerIn(world, offer.wrestlerId)?.name ?? 'a wrestler'} for ${offer.weeks} weeks at $${formatUsdPlain(offer.weeklyFee)} a week.`;
    case 'jointShow':
      return `${who('propose')} a ${JOINT_SHOW_TYPE_LABELS[offer.type].toLowerCase()}, taking ${offer.split}% of the income.`;
    case 'alliance':
      return `${who('offer')} an alliance.`;
  }
}

function relationWith(world: World, askerId: string, otherId: string): RelationView {
  const other = findFederation(world, otherId)!;
  const now = world.calendar.totalWeeksProgressed;
  const relationship = findRelationship(world, askerId, otherId);
  const score = relationship?.score ?? 0;
  return {
    federationId: otherId,
    name: other.name,
    logo: other.logo,
    controller: other.controller,
    running: isRunning(other),
    score,
    status: relationshipStatus(score),
    history: relationship ? relationship.history.map((h) => ({ ...h })) : [],
    actions: world.rivalryActions
      .filter((a) => a.active && between(a.initiatorId, a.targetId, askerId, otherId))
      .map((a) => ({ id: a.id, kind: a.kind, label: label(a.kind), mine: a.initiatorId === askerId, initiatorId: a.initiatorId, targetId: a.targetId, weekExecuted: a.weekExecuted, weeksLeft: weeksLeft(world, a), effect: a.initiatorId === askerId ? a.effect : (RIVALRY_ACTION_EFFECTS_ON_TARGET[a.kind as RivalryActionKind] ?? a.effect) })),
    loans: world.wrestlerLoans
      .filter((l) => l.active && between(l.fromId, l.toId, askerId, otherId))
      .map((l) => ({ id: l.id, wrestlerId: l.wrestlerId, wrestlerName: findWrestlerIn(world, l.wrestlerId)?.name ?? 'A wrestler', lent: l.fromId === askerId, fromId: l.fromId, toId: l.toId, weeklyFee: l.weeklyFee, weeksLeft: Math.max(0, l.endWeek - now), term: l.term })),
    jointShows: world.jointShows
      .filter((j) => j.status === 'accepted' && between(j.proposerId, j.partnerId, askerId, otherId))
      .map((j) => ({ id: j.id, type: j.type, proposerId: j.proposerId, partnerId: j.partnerId, yourSplit: j.proposerId === askerId ? j.split : 100 - j.split, scheduledWeek: j.scheduledWeek, weeksUntil: Math.max(0, j.scheduledWeek - now), showId: j.showId })),
    offers: world.diplomacyOffers
      .filter((o) => o.expiresWeek >= now && between(o.fromId, o.toId, askerId, otherId))
      .map((o) => ({ id: o.id, kind: o.kind, fromYou: o.fromId === askerId, summary: offerSummary(world, o, o.fromId === askerId ? null : other.name), weeksLeft: o.expiresWeek - now })),
  };
}

/**
 * The asker's relations: with `otherId`, that one federation and the quotes of what it could do with it;
 * without, every other founded federation that runs or that it ever dealt with.
 */
export function relationsOf(world: World, askerId: string, otherId?: string): RelationsAnswer {
  if (!findFederation(world, askerId)) throw new SimRefusal(UNKNOWN_PARTNER);
  if (otherId !== undefined) {
    const other = findFederation(world, otherId);
    if (!other || !other.founded) throw new SimRefusal(UNKNOWN_PARTNER);
    if (otherId === askerId) return { relations: [], quotes: null };
    const canDeal = partiesRefusal(world, askerId, otherId) === null;
    return {
      relations: [relationWith(world, askerId, otherId)],
      quotes: {
        actions: RIVALRY_ACTION_KINDS.map((kind) => quoteRivalryAction(world, askerId, otherId, kind)),
        poach: canDeal ? rosterOf(world, otherId).map((w) => quotePoach(world, askerId, w.id)) : [],
      },
    };
  }
  const relations: RelationView[] = [];
  for (const federation of world.federations) {
    if (federation.id === askerId || !federation.founded) continue;
    if (!isRunning(federation) && !findRelationship(world, askerId, federation.id)) continue;
    relations.push(relationWith(world, askerId, federation.id));
  }
  return { relations, quotes: null };
}
