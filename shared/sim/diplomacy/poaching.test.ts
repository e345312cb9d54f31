import { describe, expect, it } from 'vitest';
import { POACH_TARGET_MIN_ROSTER } from '#shared/rules/diplomacy.ts';
import { createChampionship } from '../championships/championship.ts';
import { inboxOf } from '../messages.ts';
import { rosterOf } from '../roster/wrestler.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import { poachWrestler, quotePoach, quoteRaid, raidTalent } from './poaching.ts';
import { relationshipScore } from './relationships.ts';
import { dealingWorld, RIVAL, rivalRoster } from './testing/dealingWorld.ts';

function setup(count = 10) {
  const dealing = dealingWorld();
  const roster = rivalRoster(dealing.world, count);
  for (const w of roster) {
    w.morale = 60;
    w.minFederationPopularityRequired = 0;
  }
  return { ...dealing, roster };
}

describe('poaching (spec §9: 2.5 x salary, 52 weeks, -2 / -5, relationship -25)', () => {
  it('moves the contract to the poacher at the same type and salary for 52 weeks, and moves popularity and the relationship', () => {
    const { world, home, rival, roster } = setup();
    const wrestler = roster[0]!;
    wrestler.contract = { type: 'permanent', salary: 4_000, weeksRemaining: 3, lengthWeeks: 12, signedWeek: 0 };
    expect(quotePoach(world, home.id, wrestler.id)).toMatchObject({ cost: 10_000, salary: 4_000, refusal: null, morale: null });
    poachWrestler(world, home.id, wrestler.id, TEST_NOW);
    expect(wrestler.federationId).toBe(home.id);
    expect(wrestler.contract).toEqual({ type: 'permanent', salary: 4_000, weeksRemaining: 52, lengthWeeks: 52, signedWeek: 10 });
    expect(home.funds).toBe(990_000);
    expect(home.currentLines.at(-1)).toMatchObject({ kind: 'poaching', amount: -10_000 });
    expect([home.popularity, rival.popularity]).toEqual([48, 45]);
    expect(relationshipScore(world, home.id, RIVAL)).toBe(-25);
    expect(inboxOf(world, RIVAL).at(-1)).toMatchObject({ type: 'federation_interaction', content: `Home Wrestling poached ${wrestler.name} from your roster. You lose 5 popularity.` });
  });

  it('refuses at cost - 1 with the spec sentence and changes nothing; poaches at exactly the cost', () => {
    const { world, home, roster } = setup();
    const wrestler = roster[0]!;
    wrestler.contract!.salary = 3_000;
    home.funds = 7_499;
    const before = JSON.stringify(world);
    expect(() => poachWrestler(world, home.id, wrestler.id, TEST_NOW)).toThrow('Insufficient funds. Poaching costs $7,500');
    expect(JSON.stringify(world)).toBe(before);
    home.funds = 7_500;
    poachWrestler(world, home.id, wrestler.id, TEST_NOW);
    expect(home.funds).toBe(0);
  });

  it('vacates a champion\'s title with a lineage entry saying who poached them', () => {
    const { world, home, roster } = setup();
    const champion = roster[0]!;
    const title = createChampionship(world, RIVAL, { name: 'Rival Heavyweight Championship', holderId: champion.id });
    poachWrestler(world, home.id, champion.id, TEST_NOW);
    expect(title.holderId).toBeNull();
    expect(champion.championships).toEqual([]);
    expect(title.history.at(-1)).toMatchObject({ event: 'vacated', eventDescription: `Poached by Home Wrestling: ${champion.name}'s reign ended` });
  });

  it('reads the wrestler\'s morale: glad below 40 (+10), indifferent between, grudging from 70 (-10), even at 100', () => {
    const { world, home, roster } = setup();
    const [glad, edgeGlad, grudging, edgeGrudging, content] = roster;
    glad!.morale = 39;
    edgeGlad!.morale = 40;
    grudging!.morale = 70;
    edgeGrudging!.morale = 69;
    content!.morale = 100;
    expect(quotePoach(world, home.id, glad!.id).morale).toEqual({ label: 'Glad to leave Rival Wrestling', amount: 10 });
    expect(quotePoach(world, home.id, edgeGlad!.id).morale).toBeNull();
    expect(quotePoach(world, home.id, grudging!.id).morale).toEqual({ label: 'Left Rival Wrestling grudgingly', amount: -10 });
    expect(quotePoach(world, home.id, edgeGrudging!.id).morale).toBeNull();
    expect(quotePoach(world, home.id, content!.id)).toMatchObject({ refusal: null, morale: { amount: -10 } });
    poachWrestler(world, home.id, glad!.id, TEST_NOW);
    expect(glad!.morale).toBe(49);
    poachWrestler(world, home.id, grudging!.id, TEST_NOW);
    expect(grudging!.morale).toBe(60);
  });

  it('refuses a wrestler signed fewer than 4 weeks ago, one on loan, one above the poacher\'s popularity, and a roster that would drop below its minimum', () => {
    const { world, home, roster } = setup(POACH_TARGET_MIN_ROSTER + 1);
    const [fresh, settled, loaned, star] = roster;
    fresh!.contract!.signedWeek = 7;
    settled!.contract!.signedWeek = 6;
    expect(quotePoach(world, home.id, fresh!.id).refusal).toBe(`${fresh!.name} signed with Rival Wrestling 3 weeks ago and will not move for 1 more week.`);
    expect(quotePoach(world, home.id, settled!.id).refusal).toBeNull();
    loaned!.status = 'on_loan';
    expect(quotePoach(world, home.id, loaned!.id).refusal).toBe(`${loaned!.name} is on loan and cannot be taken until the loan ends.`);
    star!.minFederationPopularityRequired = 51;
    expect(quotePoach(world, home.id, star!.id).refusal).toBe(`${star!.name} only moves to a federation of popularity 51 or more (yours is 50).`);
    poachWrestler(world, home.id, settled!.id, TEST_NOW);
    expect(rosterOf(world, RIVAL)).toHaveLength(POACH_TARGET_MIN_ROSTER);
    expect(quotePoach(world, home.id, roster[4]!.id).refusal).toBe(`Rival Wrestling must keep at least ${POACH_TARGET_MIN_ROSTER} wrestlers.`);
  });

  it('refuses a wrestler not found, a free agent and your own', () => {
    const { world, home, roster } = setup();
    expect(() => poachWrestler(world, home.id, 'nobody', TEST_NOW)).toThrow('Wrestler not found.');
    const free = world.wrestlers.find((w) => w.federationId === null)!;
    expect(quotePoach(world, home.id, free.id).refusal).toMatch(/is a free agent/);
    poachWrestler(world, home.id, roster[0]!.id, TEST_NOW);
    expect(quotePoach(world, home.id, roster[0]!.id).refusal).toBe(`${roster[0]!.name} is already on your roster.`);
  });
});

describe('talent raids (spec §9: 2-3 wrestlers, $50,000 plus salaries, -3 / -8, relationship -35)', () => {
  it('costs $50,000 plus the salaries, refused at cost - 1 with the spec sentence, taken at exactly the cost', () => {
    const { world, home, rival, roster } = setup();
    const picked = roster.slice(0, 3);
    picked.forEach((w, i) => (w.contract!.salary = 1_000 * (i + 1)));
    const ids = picked.map((w) => w.id);
    const quote = quoteRaid(world, home.id, RIVAL, ids);
    expect(quote.cost).toBe(56_000);
    expect(quote.parts.map((p) => p.amount)).toEqual([50_000, 1_000, 2_000, 3_000]);
    home.funds = 55_999;
    const before = JSON.stringify(world);
    expect(() => raidTalent(world, home.id, RIVAL, ids, TEST_NOW)).toThrow('Insufficient funds. Talent raid costs $56,000');
    expect(JSON.stringify(world)).toBe(before);
    home.funds = 56_000;
    raidTalent(world, home.id, RIVAL, ids, TEST_NOW);
    expect(home.funds).toBe(0);
    expect(picked.map((w) => [w.federationId, w.contract!.weeksRemaining])).toEqual([[home.id, 52], [home.id, 52], [home.id, 52]]);
    expect([home.popularity, rival.popularity]).toEqual([47, 42]);
    expect(relationshipScore(world, home.id, RIVAL)).toBe(-35);
  });

  it('vacates the title of a champion taken in a raid, with the lineage saying so', () => {
    const { world, home, roster } = setup();
    const title = createChampionship(world, RIVAL, { name: 'Rival Tag Championship', holderId: roster[1]!.id });
    raidTalent(world, home.id, RIVAL, [roster[0]!.id, roster[1]!.id], TEST_NOW);
    expect(title.holderId).toBeNull();
    expect(title.history.at(-1)).toMatchObject({ event: 'vacated', eventDescription: `Taken in a talent raid by Home Wrestling: ${roster[1]!.name}'s reign ended` });
  });

  it('takes 2 or 3 wrestlers, each once, all of the raided federation', () => {
    const { world, home, roster } = setup();
    const ids = roster.map((w) => w.id);
    expect(quoteRaid(world, home.id, RIVAL, ids.slice(0, 1)).refusal).toBe('A talent raid takes 2 or 3 wrestlers.');
    expect(quoteRaid(world, home.id, RIVAL, ids.slice(0, 4)).refusal).toBe('A talent raid takes 2 or 3 wrestlers.');
    expect(quoteRaid(world, home.id, RIVAL, ids.slice(0, 2)).refusal).toBeNull();
    expect(quoteRaid(world, home.id, RIVAL, [ids[0]!, ids[0]!]).refusal).toBe('Pick each wrestler once.');
    const free = world.wrestlers.find((w) => w.federationId === null)!;
    expect(quoteRaid(world, home.id, RIVAL, [ids[0]!, free.id]).refusal).toBe(`${free.name} is not on Rival Wrestling's roster.`);
  });

  it('leaves the raided federation its minimum roster', () => {
    const { world, home, roster } = setup(POACH_TARGET_MIN_ROSTER + 2);
    expect(quoteRaid(world, home.id, RIVAL, roster.slice(0, 2).map((w) => w.id)).refusal).toBeNull();
    expect(quoteRaid(world, home.id, RIVAL, roster.slice(0, 3).map((w) => w.id)).refusal).toBe(`Rival Wrestling must keep at least ${POACH_TARGET_MIN_ROSTER} wrestlers.`);
  });
});
