import { describe, expect, it } from 'vitest';
import { player, startedWorld, TEST_NOW } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { buyEliteScouting } from '../business/campaigns.ts';
import { advanceContracts, releaseWrestler, renewContract } from './contracts.ts';
import { signWrestler } from './signing.ts';
import type { Wrestler } from './wrestler.ts';
import { executeCommand } from '../commands/table.ts';

function signedFromMarket(seed: number, index = 0) {
  const world = startedWorld(seed);
  const id = player(world).market[index]!;
  signWrestler(world, 'player', id, { source: 'market', contractType: 'permanent', weeks: 5 });
  return { world, wrestler: world.wrestlers.find((w) => w.id === id)! as Wrestler };
}

describe('release (spec §4)', () => {
  it('makes the wrestler a free agent who loses their championships', () => {
    const { world, wrestler } = signedFromMarket(50);
    wrestler.championships = ['title-1'];
    player(world).funds = 1_000_000;
    const events = releaseWrestler(world, 'player', wrestler.id);
    expect(wrestler).toMatchObject({ federationId: null, contract: null, championships: [], status: 'active' });
    expect(events).toEqual([{ kind: 'wrestlerReleased', federationId: 'player', wrestlerId: wrestler.id, name: wrestler.name, reason: 'released' }]);
  });

  it("refuses a wrestler who is not on the federation's roster", () => {
    const { world } = signedFromMarket(50);
    const free = world.wrestlers.find((w) => w.federationId === null)!;
    expect(() => releaseWrestler(world, 'player', free.id)).toThrow(`${free.name} is not on your roster.`);
    expect(() => releaseWrestler(world, 'player', 'nope')).toThrow('Wrestler not found.');
  });
});

describe('severance (our design)', () => {
  it('pays half of what the contract still owes, as a ledger line', () => {
    const { world, wrestler } = signedFromMarket(50);
    const federation = player(world);
    wrestler.contract = { ...wrestler.contract!, type: 'permanent', salary: 1_000, weeksRemaining: 40, lengthWeeks: 52 };
    federation.funds = 50_000;
    releaseWrestler(world, 'player', wrestler.id);
    expect(federation.funds).toBe(30_000);
    expect(federation.currentLines.at(-1)).toEqual({ kind: 'severance', label: `Severance: ${wrestler.name} (40 weeks left)`, amount: -20_000, paidAt: 'action' });
  });

  it('counts a Per Appearance fee as its weekly salary, and a last week as half a week', () => {
    const { world, wrestler } = signedFromMarket(50);
    wrestler.contract = { ...wrestler.contract!, type: 'perAppearance', salary: 1_250, weeksRemaining: 1 };
    player(world).funds = 1_000;
    releaseWrestler(world, 'player', wrestler.id);
    expect(player(world).funds).toBe(500);
  });

  it('is refused when the funds cannot pay it, at the edge', () => {
    const { world, wrestler } = signedFromMarket(50);
    const federation = player(world);
    wrestler.contract = { ...wrestler.contract!, type: 'permanent', salary: 1_000, weeksRemaining: 12 };
    federation.funds = 5_999;
    expect(() => releaseWrestler(world, 'player', wrestler.id)).toThrow('Insufficient funds. This action costs $6,000');
    expect(wrestler.federationId).toBe('player');
    federation.funds = 6_000;
    releaseWrestler(world, 'player', wrestler.id);
    expect(federation.funds).toBe(0);
    expect(wrestler.federationId).toBeNull();
  });
});

describe('the weekly countdown (spec §4, §8)', () => {
  it('warns with 1 week left, releases at 0 with a message, and the wrestler becomes a free agent', () => {
    const { world, wrestler } = signedFromMarket(51);
    for (let week = 1; week <= 3; week += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(wrestler.contract?.weeksRemaining).toBe(2);
    expect(world.messages.filter((m) => m.type === 'contract_expiry_warning')).toEqual([]);

    const warned = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(wrestler.contract?.weeksRemaining).toBe(1);
    expect(warned).toContainEqual({ kind: 'contractExpiring', federationId: 'player', wrestlerId: wrestler.id, name: wrestler.name });
    const warning = world.messages.find((m) => m.type === 'contract_expiry_warning')!;
    expect(warning).toMatchObject({ federationId: 'player', title: 'Contract Expiring', isRead: false, week: 1, month: 'February' });
    expect(warning.content).toContain(`The following wrestler's contract is expiring next week: ${wrestler.name}.`);

    const released = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(wrestler.federationId).toBeNull();
    expect(released).toContainEqual({ kind: 'wrestlerReleased', federationId: 'player', wrestlerId: wrestler.id, name: wrestler.name, reason: 'expired' });
    const notice = world.messages.find((m) => m.type === 'contract_expiry_release')!;
    expect(notice).toMatchObject({ title: 'Contracts Expired', content: `The following wrestlers are now free agents and can be re-signed: ${wrestler.name}.` });
  });

  it('lists every wrestler released the same week in one message', () => {
    const world = startedWorld(52);
    const [a, b] = player(world).market;
    signWrestler(world, 'player', a!, { source: 'market', contractType: 'permanent', weeks: 5 });
    signWrestler(world, 'player', b!, { source: 'market', contractType: 'perAppearance', weeks: 5 });
    for (const w of world.wrestlers) if (w.contract) w.contract.weeksRemaining = 1;
    advanceContracts(world, TEST_NOW);
    const notices = world.messages.filter((m) => m.type === 'contract_expiry_release');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.content.split(': ')[1]!.split(', ')).toHaveLength(2);
  });
});

describe('renewal (our design)', () => {
  it('opens in the last 4 weeks', () => {
    const { world, wrestler } = signedFromMarket(53);
    wrestler.contract!.weeksRemaining = 5;
    expect(() => renewContract(world, 'player', wrestler.id, { contractType: 'permanent', weeks: 12 })).toThrow(`${wrestler.name}'s contract can be renewed in its last 4 weeks (5 weeks left).`);
    wrestler.contract!.weeksRemaining = 4;
    const funds = player(world).funds;
    const events = renewContract(world, 'player', wrestler.id, { contractType: 'permanent', weeks: 26 });
    const salary = Math.round((wrestler.askingSalary * 0.95) / 50) * 50;
    expect(wrestler.contract).toEqual({ type: 'permanent', salary, weeksRemaining: 26, lengthWeeks: 26, signedWeek: 0 });
    expect(player(world).funds).toBe(funds - salary);
    expect(events[0]).toMatchObject({ kind: 'contractRenewed', weeks: 26, salary, bonus: salary });
  });

  it('needs the popularity a signing needs: an Elite Scouting star is held for that one contract', () => {
    const world = startedWorld(55);
    const federation = player(world);
    federation.funds = 10_000_000;
    federation.popularity = 33.9;
    buyEliteScouting(world, 'player');
    const star = world.wrestlers.find((w) => w.id === federation.market[0])!;
    expect(star.minFederationPopularityRequired).toBeGreaterThan(33);
    signWrestler(world, 'player', star.id, { source: 'market', contractType: 'permanent', weeks: 5 });
    star.contract!.weeksRemaining = 1;
    star.minFederationPopularityRequired = 34;
    expect(() => renewContract(world, 'player', star.id, { contractType: 'permanent', weeks: 52 })).toThrow(
      `${star.name} only renews with a federation of popularity 34 or more (yours is 33).`,
    );
    expect(star.contract!.weeksRemaining).toBe(1);
    federation.popularity = 34;
    renewContract(world, 'player', star.id, { contractType: 'permanent', weeks: 52 });
    expect(star.contract!.weeksRemaining).toBe(52);
  });

  it('costs more when morale is low, and is refused below morale 20', () => {
    const { world, wrestler } = signedFromMarket(54);
    wrestler.contract!.weeksRemaining = 1;
    wrestler.askingSalary = 1_000;
    wrestler.morale = 19;
    expect(() => renewContract(world, 'player', wrestler.id, { contractType: 'permanent', weeks: 12 })).toThrow(`${wrestler.name} refuses to discuss a new contract until their morale improves (morale 19).`);
    wrestler.morale = 39;
    renewContract(world, 'player', wrestler.id, { contractType: 'permanent', weeks: 12 });
    expect(wrestler.contract!.salary).toBe(1_250);
    wrestler.contract!.weeksRemaining = 1;
    wrestler.morale = 40;
    renewContract(world, 'player', wrestler.id, { contractType: 'permanent', weeks: 12 });
    expect(wrestler.contract!.salary).toBe(1_100);
    wrestler.contract!.weeksRemaining = 1;
    wrestler.morale = 70;
    renewContract(world, 'player', wrestler.id, { contractType: 'permanent', weeks: 12 });
    expect(wrestler.contract!.salary).toBe(1_000);
  });
});
