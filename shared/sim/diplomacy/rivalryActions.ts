// Rivalry actions (spec: simulation §4 "Rivalry actions", §5 funds check, §9 costs, durations, relationship
// changes; docs/rules/diplomacy.md "Rivalry actions"): one federation acts against (or with) another. The
// quote is what the screen shows before the player confirms and what a computer-run federation weighs; the
// action checks the same things, pays, moves the relationship, and tells both sides. Spreading rumours acts
// at once; the others run for their weeks (rivalryWeek.ts applies their weekly effects and ends them).
import {
  COOPERATIVE_ACTIONS,
  HOSTILE_RUNNING_ACTIONS,
  RELATIONSHIP_CHANGES,
  RIVALRY_ACTION_EFFECTS,
  RIVALRY_ACTIONS,
  RUMOUR_BACKFIRE_LOSS,
  RUMOUR_SUCCESS_CHANCE,
  RUMOUR_TARGET_LOSS_MAX,
  RUMOUR_TARGET_LOSS_MIN,
  RUMOURS_BACKFIRED,
  type RivalryActionKind,
} from '#shared/rules/diplomacy.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';
import { countOf } from '#shared/rules/plural.ts';
import type { SimEvent } from '../events.ts';
import { insufficientFundsText, payNow } from '../ledger/payments.ts';
import { chance, nextInt, type RngState } from '../rng.ts';
import { SimRefusal } from '../refusal.ts';
import { findFederation, takeId, type World } from '../world.ts';
import { interaction, movePopularity, partiesRefusal, requireParties, tellPlayer } from './dealing.ts';
import { changeRelationship, relationshipScore, relationshipStatus } from './relationships.ts';
import type { RivalryAction } from './rivalryAction.ts';

export interface RivalryActionQuote {
  kind: RivalryActionKind;
  label: string;
  /** USD paid at once. */
  cost: number;
  /** Weeks it runs; 0 for spreading rumours (at once). */
  weeks: number;
  /** What it does, in a sentence. */
  effect: string;
  /** Points the relationship moves (spec §9). */
  relationshipChange: number;
  /** Why it cannot be taken now, or null when it can. */
  refusal: string | null;
}

/** Weeks an active action has left, as of the world's week. */
export function weeksLeft(world: World, action: Pick<RivalryAction, 'weekExecuted' | 'weeks'>): number {
  return Math.max(0, action.weekExecuted + action.weeks - world.calendar.totalWeeksProgressed);
}

/** The actions running between the pair, either way round (one pass over the world's record). */
function runningBetween(world: World, a: string, b: string): RivalryAction[] {
  const out: RivalryAction[] = [];
  for (const x of world.rivalryActions) if (x.active && ((x.initiatorId === a && x.targetId === b) || (x.initiatorId === b && x.targetId === a))) out.push(x);
  return out;
}

/** "a media war", "an alliance" ("A ..." to open a sentence). */
function withArticle(label: string, capital = false): string {
  const article = /^[aeiou]/i.test(label) ? 'an' : 'a';
  return `${capital ? article[0]!.toUpperCase() + article.slice(1) : article} ${label.toLowerCase()}`;
}

/** Why the action cannot be taken (money last, so the screen says the rule before the price), or null. */
function actionRefusal(world: World, initiatorId: string, targetId: string, kind: RivalryActionKind): string | null {
  const parties = partiesRefusal(world, initiatorId, targetId);
  if (parties) return parties;
  const rule = RIVALRY_ACTIONS[kind];
  const target = findFederation(world, targetId)!;
  const between = runningBetween(world, initiatorId, targetId);
  const cooperative = COOPERATIVE_ACTIONS.includes(kind);
  // The initiator's own of this kind for a hostile action; either side's for a cooperative one (one per pair).
  const running = between.find((a) => a.kind === kind && (cooperative || a.initiatorId === initiatorId));
  if (running) return `${withArticle(rule.label, true)} with ${target.name} is already running (${countOf(weeksLeft(world, running), 'week')} left).`;
  if (cooperative) {
    const score = relationshipScore(world, initiatorId, targetId);
    if (relationshipStatus(score) === 'hostile') return `${target.name} is hostile to you (relationship ${Math.round(score)}): no ${rule.label.toLowerCase()} until relations improve.`;
    const hostile = between.find((a) => (HOSTILE_RUNNING_ACTIONS as readonly string[]).includes(a.kind));
    if (hostile) return `No ${rule.label.toLowerCase()} while ${withArticle(RIVALRY_ACTIONS[hostile.kind as RivalryActionKind].label)} runs between you and ${target.name}.`;
  }
  if (HOSTILE_RUNNING_ACTIONS.includes(kind)) {
    const friendly = between.find((a) => (COOPERATIVE_ACTIONS as readonly string[]).includes(a.kind));
    if (friendly) return `No ${rule.label.toLowerCase()} while ${withArticle(RIVALRY_ACTIONS[friendly.kind as RivalryActionKind].label)} runs between you and ${target.name}.`;
  }
  if (findFederation(world, initiatorId)!.funds < rule.cost) return insufficientFundsText(rule.cost);
  return null;
}

/** The action's price, weeks and effect, and whether it can be taken now: the screen and the AI read this. */
export function quoteRivalryAction(world: World, initiatorId: string, targetId: string, kind: RivalryActionKind): RivalryActionQuote {
  const rule = RIVALRY_ACTIONS[kind];
  return { kind, label: rule.label, cost: rule.cost, weeks: rule.weeks, effect: RIVALRY_ACTION_EFFECTS[kind], relationshipChange: RELATIONSHIP_CHANGES[kind], refusal: actionRefusal(world, initiatorId, targetId, kind) };
}

/** What each side is told when an action starts: [the initiator's words, the target's words]. */
function startedWords(kind: RivalryActionKind, initiator: string, target: string): [string, string] {
  switch (kind) {
    case 'counterProgramming':
      return [`You counter-program ${target} for 4 weeks.`, `${initiator} is counter-programming your shows for 4 weeks: you both lose fans each week.`];
    case 'mediaWar':
      return [`You start a media war with ${target} for 4 weeks.`, `${initiator} started a media war against you for 4 weeks: you lose popularity each week.`];
    case 'alliance':
      return [`You form an alliance with ${target} for 12 weeks.`, `${initiator} formed an alliance with you for 12 weeks.`];
    case 'crossPromotion':
      return [`You cross-promote with ${target} for 4 weeks.`, `${initiator} cross-promotes with you for 4 weeks: both of you gain fans each week.`];
    case 'tradeAgreement':
      return [`You sign a trade agreement with ${target} for 8 weeks.`, `${initiator} signed a trade agreement with you for 8 weeks: both of you receive a little each week.`];
    case 'spreadRumours':
      return [`You spread rumours about ${target}.`, `${initiator} spread rumours about you.`];
  }
}

/**
 * Takes the action (refused with its sentence, nothing changed, when the quote refuses): pays its cost,
 * records it, moves the relationship by the spec's change, and for spreading rumours draws its outcome from
 * `rng` (70% the target loses 2-5 popularity, else the initiator loses 3: "Rumours can backfire.").
 */
export function takeRivalryAction(world: World, initiatorId: string, targetId: string, kind: RivalryActionKind, rng: RngState, now: number): SimEvent[] {
  const refusal = actionRefusal(world, initiatorId, targetId, kind);
  if (refusal) throw new SimRefusal(refusal);
  const { actor, other } = requireParties(world, initiatorId, targetId);
  const rule = RIVALRY_ACTIONS[kind];
  payNow(actor, 'rivalry_action', `${rule.label}: ${other.name}`, rule.cost);
  const events: SimEvent[] = [];
  let [mine, theirs] = startedWords(kind, actor.name, other.name);
  let effect = RIVALRY_ACTION_EFFECTS[kind];
  if (kind === 'spreadRumours') {
    if (chance(rng, RUMOUR_SUCCESS_CHANCE)) {
      const loss = nextInt(rng, RUMOUR_TARGET_LOSS_MIN, RUMOUR_TARGET_LOSS_MAX);
      for (const e of movePopularity(other, -loss, `Rumours spread by ${actor.name}`)) events.push(e);
      effect = `The rumours stuck: ${other.name} lost ${loss} popularity.`;
      mine = `You spread rumours about ${other.name}: they stuck, and ${other.name} lost ${loss} popularity.`;
      theirs = `${actor.name} spread rumours about you: you lost ${loss} popularity.`;
    } else {
      for (const e of movePopularity(actor, -RUMOUR_BACKFIRE_LOSS, `Rumours about ${other.name} backfired`)) events.push(e);
      effect = `${RUMOURS_BACKFIRED} ${actor.name} lost ${RUMOUR_BACKFIRE_LOSS} popularity.`;
      mine = `${RUMOURS_BACKFIRED} Your rumours about ${other.name} were traced back to you: you lost ${RUMOUR_BACKFIRE_LOSS} popularity.`;
      theirs = `${actor.name} tried to spread rumours about you; they backfired on ${actor.name}.`;
    }
  }
  const action: RivalryAction = {
    id: takeId(world, 'deal'),
    kind,
    initiatorId,
    targetId,
    weekExecuted: world.calendar.totalWeeksProgressed,
    cost: rule.cost,
    effect,
    weeks: rule.weeks,
    active: rule.weeks > 0,
  };
  world.rivalryActions.push(action);
  trimRecords(world);
  changeRelationship(world, initiatorId, targetId, kind, `${actor.name}: ${rule.label.toLowerCase()} (${kind === 'spreadRumours' ? 'about' : 'with'} ${other.name}).`);
  events.push(interaction(initiatorId, targetId, kind, `${mine} Cost $${formatUsdPlain(rule.cost)}.`));
  events.push(interaction(targetId, initiatorId, kind, theirs));
  tellPlayer(world, other, `${rule.label}: ${actor.name}`, theirs, now);
  return events;
}

/** Ended actions kept per world, newest last: enough for the news and the relations history, bounded for saves. */
export const ENDED_ACTIONS_KEPT = 200;

/** Drops the oldest ended actions beyond ENDED_ACTIONS_KEPT (active ones always stay). */
export function trimRecords(world: World): void {
  let ended = 0;
  for (const a of world.rivalryActions) if (!a.active) ended += 1;
  if (ended <= ENDED_ACTIONS_KEPT) return;
  let drop = ended - ENDED_ACTIONS_KEPT;
  world.rivalryActions = world.rivalryActions.filter((a) => a.active || drop-- <= 0);
}
