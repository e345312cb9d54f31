// Random dealings between federations for property tests: a fast-check arbitrary of steps, each as the
// command table's (name, payload), picking the other federation, the wrestlers and the offers by index into
// whatever exists when it runs (or a bogus id), so long sequences reach every dealing and its refusals.
import * as fc from 'fast-check';
import { JOINT_SHOW_TYPES, RIVALRY_ACTION_KINDS } from '#shared/rules/diplomacy.ts';
import { LOAN_TERMS } from '#shared/rules/loans.ts';
import type { WorldCommandName } from '../commands/command.ts';
import type { World } from '../world.ts';

const pickIndex = fc.nat(50);

export const dealingStep = fc.oneof(
  fc.record({ kind: fc.constant('rivalryAction' as const), other: pickIndex, action: fc.constantFrom(...RIVALRY_ACTION_KINDS) }),
  fc.record({ kind: fc.constant('poach' as const), other: pickIndex, index: pickIndex }),
  fc.record({ kind: fc.constant('raid' as const), other: pickIndex, picks: fc.array(pickIndex, { minLength: 1, maxLength: 4 }) }),
  fc.record({ kind: fc.constant('lend' as const), other: pickIndex, index: pickIndex, weeks: fc.integer({ min: 0, max: 13 }), term: fc.constantFrom(...LOAN_TERMS) }),
  fc.record({ kind: fc.constant('borrow' as const), other: pickIndex, index: pickIndex, weeks: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant('jointShow' as const), other: pickIndex, type: fc.constantFrom(...JOINT_SHOW_TYPES), split: fc.integer({ min: 0, max: 100 }), weeksAhead: fc.integer({ min: 0, max: 10 }) }),
  fc.record({ kind: fc.constant('answerOffer' as const), index: pickIndex, accept: fc.boolean() }),
  fc.record({ kind: fc.constant('makeOffer' as const), other: pickIndex, offer: fc.constantFrom('alliance' as const, 'jointShow' as const, 'loanRequest' as const) }),
);
export type DealingStep = typeof dealingStep extends fc.Arbitrary<infer C> ? C : never;
export const DEALING_STEP_KINDS: ReadonlySet<string> = new Set(['rivalryAction', 'poach', 'raid', 'lend', 'borrow', 'jointShow', 'answerOffer', 'makeOffer']);

const at = <T>(list: readonly T[], index: number): T | undefined => (list.length ? list[index % (list.length + 1)] : undefined);

/** The dealing as the table's (name, payload), for `federationId`: the other federation picked among the rest (or a bogus id). */
export function dealingCommand(world: World, c: DealingStep, federationId: string): { name: WorldCommandName; payload: unknown } {
  const others = world.federations.filter((f) => f.id !== federationId && f.founded);
  const other = 'other' in c ? at(others, c.other) : undefined;
  const otherId = other?.id ?? 'fed-none';
  const theirs = world.wrestlers.filter((w) => w.federationId === otherId);
  const mine = world.wrestlers.filter((w) => w.federationId === federationId);
  switch (c.kind) {
    case 'rivalryAction':
      return { name: 'takeRivalryAction', payload: { targetId: otherId, kind: c.action } };
    case 'poach':
      return { name: 'poachWrestler', payload: { wrestlerId: at(theirs, c.index)?.id ?? at(world.wrestlers, c.index)?.id ?? 'nobody' } };
    case 'raid':
      return { name: 'talentRaid', payload: { targetId: otherId, wrestlerIds: c.picks.map((p) => at(theirs, p)?.id ?? 'nobody') } };
    case 'lend':
      return { name: 'lendWrestler', payload: { wrestlerId: at(mine, c.index)?.id ?? 'nobody', toFederationId: otherId, weeks: c.weeks, term: c.term } };
    case 'borrow':
      return { name: 'borrowWrestler', payload: { wrestlerId: at(theirs, c.index)?.id ?? 'nobody', fromFederationId: otherId, weeks: c.weeks } };
    case 'jointShow':
      return { name: 'proposeJointShow', payload: { partnerId: otherId, type: c.type, split: c.split, weeksAhead: c.weeksAhead } };
    case 'answerOffer':
      return { name: 'answerOffer', payload: { offerId: at(world.diplomacyOffers.filter((o) => o.toId === federationId), c.index)?.id ?? 'offer-0', accept: c.accept } };
    case 'makeOffer': {
      const base = { toFederationId: otherId, reason: 'A property test asks.' };
      if (c.offer === 'alliance') return { name: 'makeOffer', payload: { kind: 'alliance', ...base } };
      if (c.offer === 'jointShow') return { name: 'makeOffer', payload: { kind: 'jointShow', type: 'supershow', split: 60, weeksAhead: 2, ...base } };
      return { name: 'makeOffer', payload: { kind: 'loanRequest', wrestlerId: theirs[0]?.id ?? 'nobody', weeks: 4, ...base } };
    }
  }
}
