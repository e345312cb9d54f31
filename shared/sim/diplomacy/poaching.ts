// Poaching and talent raids (spec: simulation §5 funds checks, §9 Poach and Raid, relationship changes;
// docs/rules/diplomacy.md "Poaching and talent raids"). Poach: one wrestler of another federation for 2.5 x
// their salary, on a 52-week contract (same type and salary), the poacher -2 popularity, the rival -5, the
// relationship -25. Raid: 2-3 wrestlers of one federation for $50,000 plus their salaries, the raider -3, the
// rival -8, the relationship -35. Who may be taken and what the wrestler's morale makes of it are our design
// (rules/diplomacy.ts POACH_*). A champion who leaves vacates the title, with the lineage saying why.
import {
  POACH_CONTRACT_WEEKS,
  POACH_GLAD_MORALE_GAIN,
  POACH_GRUDGING_MORALE_LOSS,
  POACH_HAPPY_MORALE,
  POACH_POPULARITY_LOSS,
  POACH_SALARY_MULTIPLIER,
  POACH_SETTLED_WEEKS,
  POACH_TARGET_MIN_ROSTER,
  POACH_TARGET_POPULARITY_LOSS,
  POACH_UNHAPPY_MORALE,
  RAID_BASE_COST,
  RAID_MAX_WRESTLERS,
  RAID_MIN_WRESTLERS,
  RAID_POPULARITY_LOSS,
  RAID_TARGET_POPULARITY_LOSS,
  RELATIONSHIP_CHANGES,
  WRESTLER_NOT_FOUND,
  insufficientForPoach,
  insufficientForRaid,
} from '#shared/rules/diplomacy.ts';
import { roundMoney } from '#shared/rules/ledger.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';
import { clampMorale } from '#shared/rules/morale.ts';
import { countOf } from '#shared/rules/plural.ts';
import type { SimEvent } from '../events.ts';
import { payNow } from '../ledger/payments.ts';
import { SimRefusal } from '../refusal.ts';
import { freeWrestler } from '../roster/contracts.ts';
import { qualifiesFor } from '../roster/eligibility.ts';
import { findWrestlerIn, rosterOf, setFederationOf, type MoralePart, type Wrestler } from '../roster/wrestler.ts';
import { findFederation, takeId, type Federation, type World } from '../world.ts';
import { interaction, movePopularity, partiesRefusal, requireParties, tellPlayer } from './dealing.ts';
import { changeRelationship } from './relationships.ts';

/** What the wrestler's morale makes of leaving: a glad, a neutral or a grudging move. */
export function poachMorale(wrestler: Pick<Wrestler, 'morale'>, fromName: string): MoralePart | null {
  if (wrestler.morale < POACH_UNHAPPY_MORALE) return { label: `Glad to leave ${fromName}`, amount: POACH_GLAD_MORALE_GAIN };
  if (wrestler.morale >= POACH_HAPPY_MORALE) return { label: `Left ${fromName} grudgingly`, amount: -POACH_GRUDGING_MORALE_LOSS };
  return null;
}

/** The price of poaching this wrestler: 2.5 x the weekly salary (spec §9), USD. */
export function poachCost(wrestler: Pick<Wrestler, 'contract'>): number {
  return roundMoney(POACH_SALARY_MULTIPLIER * (wrestler.contract?.salary ?? 0));
}

/** The price of a talent raid on wrestlers of these salaries: $50,000 plus the salaries (spec §9), USD. */
export function raidCost(salaries: readonly number[]): number {
  return roundMoney(salaries.reduce((sum, salary) => sum + salary, RAID_BASE_COST));
}

/** True while the wrestler is lent to another federation (diplomacy/loan.ts). */
function onLoan(world: World, wrestler: Wrestler): boolean {
  return wrestler.status === 'on_loan' || world.wrestlerLoans.some((l) => l.active && l.wrestlerId === wrestler.id);
}

/**
 * Why this federation cannot take this wrestler (money aside), or null. `leaving` is how many wrestlers the
 * holder loses in the same dealing (a raid's), for the roster it must keep.
 */
function takeRefusal(world: World, taker: Federation, wrestler: Wrestler | undefined, leaving: number): string | null {
  if (!wrestler) return WRESTLER_NOT_FOUND;
  if (wrestler.federationId === taker.id) return `${wrestler.name} is already on your roster.`;
  if (wrestler.federationId === null) return `${wrestler.name} is a free agent: sign them from the market or the free agents.`;
  const parties = partiesRefusal(world, taker.id, wrestler.federationId);
  if (parties) return parties;
  const holder = findFederation(world, wrestler.federationId)!;
  if (onLoan(world, wrestler)) return `${wrestler.name} is on loan and cannot be taken until the loan ends.`;
  const since = world.calendar.totalWeeksProgressed - (wrestler.contract?.signedWeek ?? 0);
  if (since < POACH_SETTLED_WEEKS) return `${wrestler.name} signed with ${holder.name} ${since === 0 ? 'this week' : `${countOf(since, 'week')} ago`} and will not move for ${countOf(POACH_SETTLED_WEEKS - since, 'more week')}.`;
  if (!qualifiesFor(taker, wrestler)) return `${wrestler.name} only moves to a federation of popularity ${wrestler.minFederationPopularityRequired} or more (yours is ${Math.floor(taker.popularity)}).`;
  if (rosterOf(world, holder.id).length - leaving < POACH_TARGET_MIN_ROSTER) return `${holder.name} must keep at least ${POACH_TARGET_MIN_ROSTER} wrestlers.`;
  return null;
}

export interface PoachQuote {
  wrestlerId: string;
  name: string;
  /** The federation that holds the contract now. */
  fromId: string | null;
  /** Weekly salary (or per appearance) carried over, USD. */
  salary: number;
  /** USD paid at once (spec: 2.5 x salary). */
  cost: number;
  /** The wrestler's morale change on moving, or null when they move indifferent. */
  morale: MoralePart | null;
  refusal: string | null;
}

export function quotePoach(world: World, poacherId: string, wrestlerId: string): PoachQuote {
  const wrestler = findWrestlerIn(world, wrestlerId);
  const poacher = findFederation(world, poacherId);
  const holderName = wrestler?.federationId ? (findFederation(world, wrestler.federationId)?.name ?? '') : '';
  const cost = wrestler ? poachCost(wrestler) : 0;
  let refusal = poacher ? takeRefusal(world, poacher, wrestler, 1) : partiesRefusal(world, poacherId, poacherId);
  if (!refusal && poacher!.funds < cost) refusal = insufficientForPoach(cost);
  return { wrestlerId, name: wrestler?.name ?? '', fromId: wrestler?.federationId ?? null, salary: wrestler?.contract?.salary ?? 0, cost, morale: wrestler ? poachMorale(wrestler, holderName) : null, refusal };
}

export interface RaidQuote {
  targetId: string;
  /** USD: $50,000 plus the wrestlers' salaries (spec §9). */
  cost: number;
  /** The cost's parts: the base and each wrestler's salary. */
  parts: Array<{ label: string; amount: number }>;
  wrestlers: PoachQuote[];
  refusal: string | null;
}

export function quoteRaid(world: World, raiderId: string, targetId: string, wrestlerIds: readonly string[]): RaidQuote {
  const raider = findFederation(world, raiderId);
  const wrestlers = wrestlerIds.map((id) => quotePoach(world, raiderId, id));
  const parts = [{ label: 'Talent raid', amount: RAID_BASE_COST }, ...wrestlers.map((w) => ({ label: `${w.name || w.wrestlerId}'s salary`, amount: w.salary }))];
  const cost = raidCost(wrestlers.map((w) => w.salary));
  const refusal = raidRefusal(world, raider, targetId, wrestlerIds, cost);
  return { targetId, cost, parts, wrestlers, refusal };
}

function raidRefusal(world: World, raider: Federation | undefined, targetId: string, wrestlerIds: readonly string[], cost: number): string | null {
  const parties = partiesRefusal(world, raider?.id ?? '', targetId);
  if (parties) return parties;
  if (new Set(wrestlerIds).size !== wrestlerIds.length) return 'Pick each wrestler once.';
  if (wrestlerIds.length < RAID_MIN_WRESTLERS || wrestlerIds.length > RAID_MAX_WRESTLERS) return `A talent raid takes ${RAID_MIN_WRESTLERS} or ${RAID_MAX_WRESTLERS} wrestlers.`;
  const target = findFederation(world, targetId)!;
  for (const id of wrestlerIds) {
    const wrestler = findWrestlerIn(world, id);
    if (wrestler && wrestler.federationId !== targetId && wrestler.federationId !== raider!.id) return `${wrestler.name} is not on ${target.name}'s roster.`;
    const refusal = takeRefusal(world, raider!, wrestler, wrestlerIds.length);
    if (refusal) return refusal;
  }
  if (raider!.funds < cost) return insufficientForRaid(cost);
  return null;
}

/** Moves the wrestler's contract to the taker: titles vacated (with the lineage's reason), 52 weeks at the same type and salary, morale moved. */
function moveWrestler(world: World, wrestler: Wrestler, taker: Federation, holder: Federation, how: string): MoralePart | null {
  const contract = wrestler.contract;
  const morale = poachMorale(wrestler, holder.name);
  freeWrestler(world, wrestler, `${how} by ${taker.name}`);
  setFederationOf(world, wrestler, taker.id);
  wrestler.contract = {
    type: contract?.type ?? 'permanent',
    salary: contract?.salary ?? wrestler.askingSalary,
    weeksRemaining: POACH_CONTRACT_WEEKS,
    lengthWeeks: POACH_CONTRACT_WEEKS,
    signedWeek: world.calendar.totalWeeksProgressed,
  };
  wrestler.status = 'active';
  wrestler.rehireBanUntilWeek = null;
  wrestler.rehireBanFederationId = null;
  if (morale) {
    wrestler.morale = clampMorale(wrestler.morale + morale.amount);
    wrestler.moraleChange = [morale];
  }
  return morale;
}

function recordDealing(world: World, kind: 'poach' | 'raid', initiatorId: string, targetId: string, cost: number, effect: string): void {
  world.rivalryActions.push({ id: takeId(world, 'deal'), kind, initiatorId, targetId, weekExecuted: world.calendar.totalWeeksProgressed, cost, effect, weeks: 0, active: false });
}

/** Poaches the wrestler (refused with its sentence, nothing changed, when the quote refuses). */
export function poachWrestler(world: World, poacherId: string, wrestlerId: string, now: number): SimEvent[] {
  const quote = quotePoach(world, poacherId, wrestlerId);
  if (quote.refusal) throw new SimRefusal(quote.refusal);
  const wrestler = findWrestlerIn(world, wrestlerId)!;
  const { actor, other } = requireParties(world, poacherId, wrestler.federationId!);
  payNow(actor, 'poaching', `Poached: ${wrestler.name} (${POACH_SALARY_MULTIPLIER} x salary)`, quote.cost);
  const morale = moveWrestler(world, wrestler, actor, other, 'Poached');
  const events = [...movePopularity(actor, -POACH_POPULARITY_LOSS, `Poached ${wrestler.name} from ${other.name}`), ...movePopularity(other, -POACH_TARGET_POPULARITY_LOSS, `${wrestler.name} poached by ${actor.name}`)];
  const mood = morale ? ` (${morale.label.toLowerCase()})` : '';
  recordDealing(world, 'poach', actor.id, other.id, quote.cost, `${actor.name} poached ${wrestler.name} from ${other.name}${mood}.`);
  changeRelationship(world, actor.id, other.id, 'poach', `${actor.name} poached ${wrestler.name} from ${other.name}.`);
  const mine = `You poached ${wrestler.name} from ${other.name} for $${formatUsdPlain(quote.cost)} on a ${POACH_CONTRACT_WEEKS}-week contract${mood}.`;
  const theirs = `${actor.name} poached ${wrestler.name} from your roster. You lose ${POACH_TARGET_POPULARITY_LOSS} popularity.`;
  events.push(interaction(actor.id, other.id, 'poach', mine), interaction(other.id, actor.id, 'poach', theirs));
  tellPlayer(world, other, `${wrestler.name} poached by ${actor.name}`, theirs, now);
  return events;
}

/** Raids 2-3 wrestlers of one federation (refused with its sentence, nothing changed, when the quote refuses). */
export function raidTalent(world: World, raiderId: string, targetId: string, wrestlerIds: readonly string[], now: number): SimEvent[] {
  const quote = quoteRaid(world, raiderId, targetId, wrestlerIds);
  if (quote.refusal) throw new SimRefusal(quote.refusal);
  const { actor, other } = requireParties(world, raiderId, targetId);
  const taken = wrestlerIds.map((id) => findWrestlerIn(world, id)!);
  const names = taken.map((w) => w.name).join(', ');
  payNow(actor, 'talent_raid', `Talent raid on ${other.name}: ${names}`, quote.cost);
  for (const wrestler of taken) moveWrestler(world, wrestler, actor, other, 'Taken in a talent raid');
  const events = [...movePopularity(actor, -RAID_POPULARITY_LOSS, `Talent raid on ${other.name}`), ...movePopularity(other, -RAID_TARGET_POPULARITY_LOSS, `Talent raid by ${actor.name}`)];
  recordDealing(world, 'raid', actor.id, other.id, quote.cost, `${actor.name} raided ${other.name}'s roster: ${names}.`);
  changeRelationship(world, actor.id, other.id, 'raid', `${actor.name} raided ${other.name}'s roster (${names}).`);
  const mine = `Your talent raid on ${other.name} brought in ${names} for $${formatUsdPlain(quote.cost)}.`;
  const theirs = `${actor.name} raided your roster and took ${names}. You lose ${RAID_TARGET_POPULARITY_LOSS} popularity.`;
  events.push(interaction(actor.id, other.id, 'raid', mine), interaction(other.id, actor.id, 'raid', theirs));
  tellPlayer(world, other, `Talent raid by ${actor.name}`, theirs, now);
  return events;
}

/** The relationship change a poach and a raid make (spec §9), for the screens' previews. */
export const POACH_RELATIONSHIP_CHANGE = RELATIONSHIP_CHANGES.poach;
export const RAID_RELATIONSHIP_CHANGE = RELATIONSHIP_CHANGES.raid;
