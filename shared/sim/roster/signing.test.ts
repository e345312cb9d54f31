import { describe, expect, it } from 'vitest';
import { SimRefusal } from '../refusal.ts';
import { player, startedWorld } from '../testing/worlds.ts';
import { signWrestler } from './signing.ts';
import { rosterOf } from './wrestler.ts';

/** Expects the call to be refused with this message and the world to stay exactly as it was. */
function expectRefusal(world: ReturnType<typeof startedWorld>, call: () => unknown, message: string) {
  const before = JSON.stringify(world);
  expect(call).toThrow(SimRefusal);
  expect(call).toThrow(message);
  expect(JSON.stringify(world)).toBe(before);
}

describe('signing from the market (spec §4)', () => {
  it('gives a 5-week contract at the asking salary, pays a one-week bonus now and removes them from the market', () => {
    const world = startedWorld(31);
    const federation = player(world);
    const id = federation.market[0]!;
    const wrestler = world.wrestlers.find((w) => w.id === id)!;
    const events = signWrestler(world, 'player', id, { source: 'market', contractType: 'permanent', weeks: 5 });
    expect(wrestler.federationId).toBe('player');
    expect(wrestler.contract).toEqual({ type: 'permanent', salary: wrestler.askingSalary, weeksRemaining: 5, lengthWeeks: 5, signedWeek: 0 });
    expect(federation.funds).toBe(50_000 - wrestler.askingSalary);
    expect(federation.currentLines).toEqual([{ kind: 'signing_bonus', label: `Signing bonus: ${wrestler.name} (Permanent Deal)`, amount: -wrestler.askingSalary, paidAt: 'action' }]);
    expect(federation.market).not.toContain(id);
    expect(rosterOf(world, 'player')).toEqual([wrestler]);
    expect(events).toEqual([
      { kind: 'wrestlerSigned', federationId: 'player', wrestlerId: id, name: wrestler.name, source: 'market', contractType: 'permanent', salary: wrestler.askingSalary, weeks: 5, bonus: wrestler.askingSalary },
    ]);
  });

  it('refuses a wrestler not on the market, and a market contract other than 5 weeks', () => {
    const world = startedWorld(31);
    const offMarket = world.wrestlers.find((w) => !player(world).market.includes(w.id))!;
    expectRefusal(world, () => signWrestler(world, 'player', offMarket.id, { source: 'market', contractType: 'permanent', weeks: 5 }), `${offMarket.name} is not on this week's market.`);
    const id = player(world).market[0]!;
    expectRefusal(world, () => signWrestler(world, 'player', id, { source: 'market', contractType: 'permanent', weeks: 12 }), 'A market signing is a 5-week contract.');
  });
});

describe('signing a free agent', () => {
  it('needs the popularity the wrestler requires (federation popularity floored)', () => {
    const world = startedWorld(40);
    const star = world.wrestlers.find((w) => w.minFederationPopularityRequired === 72)!;
    expectRefusal(
      world,
      () => signWrestler(world, 'player', star.id, { source: 'freeAgent', contractType: 'permanent', weeks: 12 }),
      `${star.name} only signs with a federation of popularity 72 or more (yours is 10).`,
    );
    player(world).popularity = 71.9;
    expect(() => signWrestler(world, 'player', star.id, { source: 'freeAgent', contractType: 'permanent', weeks: 12 })).toThrow('(yours is 71)');
    player(world).popularity = 72;
    player(world).funds = 1_000_000;
    signWrestler(world, 'player', star.id, { source: 'freeAgent', contractType: 'permanent', weeks: 12 });
    expect(star.federationId).toBe('player');
  });

  it('quotes by length and type, and pays two weeks as the bonus', () => {
    const world = startedWorld(41);
    const wrestler = world.wrestlers.find((w) => w.minFederationPopularityRequired <= 10 && w.askingSalary === 900)!;
    signWrestler(world, 'player', wrestler.id, { source: 'freeAgent', contractType: 'perAppearance', weeks: 52 });
    // 900 x 0.9 (52 weeks) x 1.25 (per appearance) = 1012.5 -> 1000 in $50 steps.
    expect(wrestler.contract).toMatchObject({ type: 'perAppearance', salary: 1_000, weeksRemaining: 52 });
    expect(player(world).funds).toBe(50_000 - 2_000);
  });

  it('refuses lengths not offered, a signed wrestler, an unknown id, and a rehire ban', () => {
    const world = startedWorld(42);
    const free = world.wrestlers.find((w) => w.minFederationPopularityRequired <= 10)!;
    expectRefusal(world, () => signWrestler(world, 'player', free.id, { source: 'freeAgent', contractType: 'permanent', weeks: 5 }), 'Free agents sign for 12, 26, 52 weeks.');
    expectRefusal(world, () => signWrestler(world, 'player', 'nobody_here', { source: 'freeAgent', contractType: 'permanent', weeks: 12 }), 'Wrestler not found.');
    signWrestler(world, 'player', free.id, { source: 'freeAgent', contractType: 'permanent', weeks: 12 });
    expectRefusal(world, () => signWrestler(world, 'player', free.id, { source: 'freeAgent', contractType: 'permanent', weeks: 12 }), `${free.name} is already on your roster.`);

    const banned = world.wrestlers.find((w) => w.federationId === null && w.minFederationPopularityRequired <= 10)!;
    banned.rehireBanFederationId = 'player';
    banned.rehireBanUntilWeek = 12;
    expectRefusal(world, () => signWrestler(world, 'player', banned.id, { source: 'freeAgent', contractType: 'permanent', weeks: 12 }), `${banned.name} refuses to return to your federation for 12 more weeks.`);
    world.calendar.totalWeeksProgressed = 11;
    expect(() => signWrestler(world, 'player', banned.id, { source: 'freeAgent', contractType: 'permanent', weeks: 12 })).toThrow('for 1 more week.');
    world.calendar.totalWeeksProgressed = 12;
    signWrestler(world, 'player', banned.id, { source: 'freeAgent', contractType: 'permanent', weeks: 12 });
    expect(banned.rehireBanUntilWeek).toBeNull();
  });

  it('refuses with the spec message when the bonus cannot be paid, changing nothing', () => {
    const world = startedWorld(43);
    const free = world.wrestlers.find((w) => w.minFederationPopularityRequired <= 10 && w.askingSalary === 800)!;
    player(world).funds = 1_599;
    expectRefusal(world, () => signWrestler(world, 'player', free.id, { source: 'freeAgent', contractType: 'permanent', weeks: 12 }), 'Insufficient funds. This action costs $1,600');
    player(world).funds = 1_600;
    signWrestler(world, 'player', free.id, { source: 'freeAgent', contractType: 'permanent', weeks: 12 });
    expect(player(world).funds).toBe(0);
  });
});
