import { describe, expect, it } from 'vitest';
import { FINISH_RULES } from '#shared/rules/finishes.ts';
import { makeLoan } from '../diplomacy/loans.ts';
import { loanWorld } from '../diplomacy/testing/loanWorld.ts';
import { createRngState } from '../rng.ts';
import { rosterOf } from '../roster/wrestler.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import { autoBook } from './autoBook.ts';
import { addMatch, updateMatch, type MatchInput } from './booking.ts';
import { guardedSidesOf } from './loanTerms.ts';
import { decide } from './runMatch.ts';
import { runShow } from './runShow.ts';
import { createShow } from './scheduling.ts';
import type { MatchSegment } from './show.ts';

/** The player lends its best wrestler to the rival with the term; the rival has a show to book. */
function lentWithTerm(term: 'none' | 'noCleanLoss' = 'noCleanLoss') {
  const setup = loanWorld();
  const { world, you, rival, mine } = setup;
  const loanee = mine[0]!;
  makeLoan(world, you.id, { direction: 'lend', wrestlerId: loanee.id, otherFederationId: rival.id, weeks: 4, term }, TEST_NOW);
  const show = createShow(world, rival.id, { name: 'Rival Night', weeksAhead: 0, venueId: 'civic_hall', ticketPrice: 15, frequency: 'special' });
  const others = rosterOf(world, rival.id).filter((w) => w.id !== loanee.id && w.championships.length === 0);
  return { ...setup, loanee, show, others };
}

const singles = (a: string, b: string, extra: Partial<MatchInput> = {}): MatchInput => ({ type: 'singles', stipulation: 'standard', participants: [a, b], championshipId: null, isExhibition: false, title: '', ...extra });

describe('booking a loanee protected from a clean loss', () => {
  it('refuses a clean loss with a sentence, for any federation that books', () => {
    const { world, rival, you, loanee, show, others } = lentWithTerm();
    const sentence = `${loanee.name} is on loan from ${you.name} and may not lose clean: book them to win, or a count-out, disqualification, draw or no contest.`;
    expect(() => addMatch(world, rival.id, show.id, singles(loanee.id, others[0]!.id, { winnerId: others[0]!.id, finish: 'pinfall' }))).toThrow(sentence);
    expect(() => addMatch(world, rival.id, show.id, singles(loanee.id, others[0]!.id, { winnerId: others[0]!.id, finish: 'submission' }))).toThrow(sentence);
    expect(show.segments).toHaveLength(0);
  });

  it('allows a win, a cheap loss, a draw, or a finish left to the match', () => {
    const { world, rival, loanee, show, others } = lentWithTerm();
    addMatch(world, rival.id, show.id, singles(loanee.id, others[0]!.id, { winnerId: loanee.id, finish: 'pinfall' }));
    const match = show.segments[0]!;
    updateMatch(world, rival.id, show.id, match.id, singles(loanee.id, others[0]!.id, { winnerId: others[0]!.id, finish: 'disqualification' }));
    updateMatch(world, rival.id, show.id, match.id, singles(loanee.id, others[0]!.id, { winnerId: null, finish: 'draw' }));
    updateMatch(world, rival.id, show.id, match.id, singles(loanee.id, others[0]!.id, { winnerId: others[0]!.id, finish: null }));
    expect(() => updateMatch(world, rival.id, show.id, match.id, singles(loanee.id, others[0]!.id, { winnerId: others[0]!.id, finish: 'pinfall' }))).toThrow('may not lose clean');
  });

  it('refuses a winner booked against the loanee in a match with no cheap finish (a ladder)', () => {
    const { world, rival, loanee, show, others } = lentWithTerm();
    expect(() => addMatch(world, rival.id, show.id, singles(loanee.id, others[0]!.id, { stipulation: 'ladder', winnerId: others[0]!.id, finish: null }))).toThrow(
      'and this match has no count-out or disqualification.',
    );
    expect(() => addMatch(world, rival.id, show.id, singles(loanee.id, others[0]!.id, { stipulation: 'ladder', winnerId: null, finish: null }))).not.toThrow();
  });

  it('books freely with no term', () => {
    const { world, rival, loanee, show, others } = lentWithTerm('none');
    expect(() => addMatch(world, rival.id, show.id, singles(loanee.id, others[0]!.id, { winnerId: others[0]!.id, finish: 'pinfall' }))).not.toThrow();
  });
});

describe('the term on the night', () => {
  const decideOver = (seeds: number, stipulation: MatchInput['stipulation'], winnerBooked: boolean) => {
    const { world, rival, loanee, show, others } = lentWithTerm();
    // The loanee's opponent the strongest of the rival's: left open, the match would often go against them.
    const opponent = others[0]!;
    opponent.skills = { strength: 100, agility: 100, technic: 100, charisma: 100, stamina: 100 };
    loanee.skills = { strength: 1, agility: 1, technic: 1, charisma: 1, stamina: 100 };
    const segment = addMatch(world, rival.id, show.id, singles(loanee.id, opponent.id, { stipulation, winnerId: winnerBooked ? opponent.id : null, finish: null })) as MatchSegment;
    const cast = [loanee, opponent];
    const guarded = guardedSidesOf(world, segment.type, segment.participants, cast);
    expect(guarded).toEqual([0]);
    const outcomes = new Map<string, number>();
    for (let seed = 1; seed <= seeds; seed += 1) {
      const decision = decide(segment, cast, createRngState(seed), guarded);
      const lostClean = FINISH_RULES[decision.finish].hasWinner && FINISH_RULES[decision.finish].clean && !decision.winners.includes(loanee.id);
      expect(lostClean, `seed ${seed}: ${decision.finish}`).toBe(false);
      const key = `${decision.winners.join('')}:${decision.finish}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }
    return { outcomes, loanee, opponent };
  };

  it('never draws a clean loss for the loanee (seeds 1-300, standard rules): the winner keeps a cheap win', () => {
    const { outcomes, opponent } = decideOver(300, 'standard', false);
    expect([...outcomes.keys()].some((k) => k.startsWith(`${opponent.id}:`))).toBe(true);
    for (const key of outcomes.keys()) if (key.startsWith(`${opponent.id}:`)) expect(['count_out', 'disqualification']).toContain(key.split(':')[1]);
  });

  it('with a booked winner against them, the finish is a cheap one', () => {
    const { outcomes, opponent } = decideOver(100, 'standard', true);
    expect([...outcomes.keys()].every((k) => k === `${opponent.id}:count_out` || k === `${opponent.id}:disqualification`)).toBe(true);
  });

  it('in a match that only ends clean (a ladder), the loanee wins', () => {
    const { outcomes, loanee } = decideOver(100, 'ladder', false);
    expect([...outcomes.keys()]).toEqual([`${loanee.id}:retrieval`]);
  });

  it('a run show keeps the term (seeds 1-40)', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const { world, rival, loanee, show, others } = lentWithTerm();
      addMatch(world, rival.id, show.id, singles(loanee.id, others[0]!.id));
      runShow(world, rival.id, show.id, createRngState(seed), TEST_NOW);
      const result = (show.segments[0] as MatchSegment).result!;
      const clean = FINISH_RULES[result.finishType!].clean && FINISH_RULES[result.finishType!].hasWinner;
      expect(clean && !result.winners.includes(loanee.id), `seed ${seed}`).toBe(false);
    }
  });
});

describe('auto-book and the term', () => {
  it('books no clean loss for a protected loanee, and books them like anyone else', () => {
    const { world, rival, loanee, show } = lentWithTerm();
    // The crowd's least favourite: auto-book's plain choice would have them lose clean.
    loanee.popularity = 0;
    autoBook(world, rival.id, show.id);
    const match = show.segments.find((s): s is MatchSegment => s.kind === 'match' && s.participants.includes(loanee.id));
    expect(match).toBeDefined();
    const cleanLoss = match!.finish !== null && FINISH_RULES[match!.finish].clean && match!.winnerId !== loanee.id;
    expect(cleanLoss).toBe(false);
    expect(match!.bookingReason).toContain(`${loanee.name}, on loan from Home Wrestling, may not lose clean`);
  });
});
