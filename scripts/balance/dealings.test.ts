import { describe, expect, it } from 'vitest';
import { POACH_SETTLED_WEEKS } from '#shared/rules/diplomacy.ts';
import { activeAiFederations } from '#shared/sim/ai/profile.ts';
import { loanWorld } from '#shared/sim/diplomacy/testing/loanWorld.ts';
import { aiDealingLines } from './aiDealings.ts';
import { playCareer } from './career.ts';
import { dealingCandidates } from './dealings.ts';
import { PLANS } from './plans.ts';

describe('the dealing strategies (seed 7, the player with six wrestlers and $1,000,000)', () => {
  function setup() {
    const { world, you } = loanWorld(7);
    you.funds = 1_000_000;
    // Everyone settled in: signed long enough ago to be poached.
    for (const w of world.wrestlers) if (w.contract) w.contract.signedWeek = -POACH_SETTLED_WEEKS;
    return { world, you };
  }

  it('the rumour-spammer spreads rumours about the most popular rival, and nothing else', () => {
    const { world, you } = setup();
    const top = activeAiFederations(world).sort((a, b) => b.popularity - a.popularity)[0]!;
    expect(dealingCandidates(world, you, PLANS['rumour-spammer'])).toEqual([expect.objectContaining({ kind: 'rumours', command: 'takeRivalryAction', payload: { targetId: top.id, kind: 'spreadRumours' }, cost: 10_000 })]);
  });

  it('the poacher takes the best-rated rival wrestler the rules let it take; the lender lends the unbooked; the farmer proposes to every rival', () => {
    const { world, you } = setup();
    const [poach] = dealingCandidates(world, you, PLANS.poacher);
    expect(poach).toMatchObject({ kind: 'poach', command: 'poachWrestler' });
    const lends = dealingCandidates(world, you, PLANS.lender);
    expect(lends.length).toBeGreaterThan(0);
    for (const c of lends) expect(c).toMatchObject({ kind: 'lendOut', command: 'lendWrestler', cost: 0 });
    const joint = dealingCandidates(world, you, PLANS['joint-show-farmer']);
    expect(joint.map((c) => (c.payload as { partnerId: string }).partnerId).sort()).toEqual(activeAiFederations(world).map((f) => f.id).sort());
    // The sensible strategies deal with nobody.
    expect(dealingCandidates(world, you, PLANS.frugal)).toEqual([]);
  });

  it("counts the promoters' dealings per year and personality, and prints a rate per federation per year", () => {
    const result = playCareer('frugal', 1_001, 1, 'ai');
    expect(result.aiDealings).toHaveLength(1);
    const year = result.aiDealings![0]!;
    const total = Object.values(year).reduce((sum, p) => sum + Object.values(p.kinds).reduce((a, b) => a + b, 0), 0);
    expect(total).toBeGreaterThan(0);
    // At most one a promoter a week.
    for (const entry of Object.values(year)) expect(Object.values(entry.kinds).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(entry.weeks);
    const lines = aiDealingLines([result], 1);
    expect(lines[0]).toContain('AI dealings');
    expect(lines.length).toBeGreaterThan(2);
  });
});
