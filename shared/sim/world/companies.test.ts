import { AI_SHUTDOWN_REASONS } from '#shared/rules/ai.ts';
import { describe, expect, it } from 'vitest';
import { startingCalendar, weekAhead } from '#shared/rules/calendar.ts';
import { closeAiFederation } from '../ai/shutdown.ts';
import { activeAiFederations } from '../ai/profile.ts';
import { createFederation } from '../createFederation.ts';
import { addNews } from '../news/newsItem.ts';
import { rosterOf } from '../roster/wrestler.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { seatFederationId, type World } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { dateOfWeekIndex, listCompanies } from './companies.ts';
import { companyPage, COMPANY_RECENT_SHOWS, publicReason, UNKNOWN_FEDERATION } from './companyPage.ts';
import { executeCommand } from '../commands/table.ts';

/** A new game as the server starts it: the three AI federations, and the player's federation founded. */
function aiWorld(seed: number): World {
  const world = createWorld(seed, { aiFederations: true });
  createFederation(world, seatFederationId(world), { name: 'Home Wrestling', logo: '' }, world.rng, TEST_NOW);
  return world;
}

function weeks(world: World, count: number): void {
  for (let i = 0; i < count; i += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
}

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      keysOf(item, into);
    }
  }
  return into;
}

describe('dateOfWeekIndex', () => {
  it('counts the regular calendar back and on from the current date', () => {
    const now = weekAhead(startingCalendar(), 7);
    expect(dateOfWeekIndex(now, 0)).toEqual({ weekIndex: 0, week: 1, month: 'January', year: 2025 });
    expect(dateOfWeekIndex(now, 5)).toEqual({ weekIndex: 5, week: 2, month: 'February', year: 2025 });
    expect(dateOfWeekIndex(now, 48)).toEqual({ weekIndex: 48, week: 1, month: 'January', year: 2026 });
    const later = weekAhead(startingCalendar(), 100);
    expect(dateOfWeekIndex(later, 99)).toMatchObject({ week: 4, month: 'January', year: 2027 });
  });
});

describe('listCompanies', () => {
  it('lists the player (marked as theirs) and the three rivals, the most popular first', () => {
    const world = aiWorld(31);
    const you = seatFederationId(world);
    const rows = listCompanies(world, you);
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.isYou).map((r) => r.id)).toEqual([you]);
    expect(rows.filter((r) => r.controller === 'ai').map((r) => r.tier).sort()).toEqual(['large', 'medium', 'small']);
    expect(rows.map((r) => r.popularity)).toEqual([...rows.map((r) => r.popularity)].sort((a, b) => b - a));
    for (const row of rows) {
      expect(row.status).toBe('active');
      expect(row.founded).toEqual({ weekIndex: 0, week: 1, month: 'January', year: 2025 });
      expect(row.rosterSize).toBe(rosterOf(world, row.id).length);
      expect(row.titles).toBe(world.championships.filter((c) => c.federationId === row.id && c.isActive).length);
    }
  });

  it('leaves out a seat whose federation is not founded yet', () => {
    const world = createWorld(31, { aiFederations: true });
    expect(listCompanies(world, seatFederationId(world)).map((r) => r.controller)).toEqual(['ai', 'ai', 'ai']);
  });

  it('lists a closed federation with its closing date, its reason and its popularity at closing', () => {
    const world = aiWorld(32);
    weeks(world, 5);
    const rival = activeAiFederations(world).at(-1)!;
    const retired = world.championships.filter((c) => c.federationId === rival.id && c.isActive).length;
    closeAiFederation(world, rival, rival.ai!, AI_SHUTDOWN_REASONS.bleeding);
    const popularityAtClosing = rival.popularity;
    weeks(world, 3);
    const row = listCompanies(world, seatFederationId(world)).find((r) => r.id === rival.id)!;
    expect(row).toMatchObject({
      status: 'closed',
      closed: { weekIndex: 5, week: 2, month: 'February', year: 2025 },
      closedReason: 'It kept losing money until the bank stepped in',
      popularity: popularityAtClosing,
      rosterSize: 0,
      titles: retired,
    });
    expect(retired).toBeGreaterThanOrEqual(2);
  });
});

describe('the promoter’s reasons as the public reads them', () => {
  it('drops the wage from a signing and the payroll and funds from a release', () => {
    expect(publicReason('sign', 'Signed Ava Storm (rating 312, roster average 240) for $4,500 a week')).toBe('Signed Ava Storm (rating 312, roster average 240)');
    expect(
      publicReason('sign', 'Rich enough to sign a star: signed Ava Storm (popularity 97, rating 453) for $6,050 a week; $14,500,000 left pays 210 weeks of running costs of $69,000; released Kit Hollander (rating 212, severance $9,000) to make room'),
    ).toBe('Rich enough to sign a star: signed Ava Storm (popularity 97, rating 453); released Kit Hollander (rating 212) to make room');
    expect(publicReason('sign', 'Rich enough to sign a star: signed Ava Storm (popularity 97, rating 453) for $6,050 a week; $1,500,000 left pays 52 weeks of running costs of $28,000')).toBe(
      'Rich enough to sign a star: signed Ava Storm (popularity 97, rating 453)',
    );
    expect(publicReason('release', 'Released Bo Kane (rating 150): a payroll of $30,000 a week, with funds for fewer than 6 weeks of it')).toBe('Released Bo Kane (rating 150): it could no longer carry its payroll');
    expect(publicReason('renew', 'Renewed Bo Kane (rating 150, 3 weeks left): worth keeping')).toBe('Renewed Bo Kane (rating 150, 3 weeks left): worth keeping');
  });
});

describe('companyPage', () => {
  it('shows a rival’s roster, titles, shows and decisions, and none of its salaries, contracts, morale or funds', () => {
    const world = aiWorld(33);
    weeks(world, 10);
    const rival = activeAiFederations(world)[0]!;
    const page = companyPage(world, rival.id, seatFederationId(world));
    expect(page.company).toMatchObject({ id: rival.id, name: rival.name, isYou: false, status: 'active' });
    expect(page.personality).toBe(rival.ai!.personality);
    expect(page.personalityHint).toMatch(/^(Aggressive|Cooperative|Defensive|Chaotic): /);
    expect(page.style).toBe(rival.ai!.style);
    expect(page.gimmick).toBe(rival.ai!.gimmick);
    expect(page.roster.map((w) => w.id).sort()).toEqual(rosterOf(world, rival.id).map((w) => w.id).sort());
    const holders = world.championships.filter((c) => c.federationId === rival.id && c.isActive && c.holderId);
    for (const title of holders) expect(page.roster.find((w) => w.id === title.holderId)?.titles).toContain(title.name);
    expect(page.titles.length).toBeGreaterThanOrEqual(2);
    // The lineage says how each title changed hands; successful defences stay out (they run to hundreds).
    const worldTitles = world.championships.filter((c) => c.federationId === rival.id);
    expect(worldTitles.some((t) => t.history.some((h) => h.event === 'defended'))).toBe(true);
    for (const title of page.titles) {
      expect(title.lineage.length).toBeGreaterThanOrEqual(1);
      expect(title.lineage.map((e) => e.event)).toEqual(worldTitles.find((t) => t.id === title.id)!.history.map((h) => h.event).filter((e) => e !== 'defended'));
    }
    expect(page.shows.length).toBeGreaterThan(0);
    expect(page.shows.length).toBeLessThanOrEqual(COMPANY_RECENT_SHOWS);
    expect(page.shows.map((s) => s.weekIndex)).toEqual([...page.shows.map((s) => s.weekIndex)].sort((a, b) => b - a));
    expect(page.shows[0]!.mainEvent).toEqual(expect.any(String));
    expect(page.decisions.map((d) => d.weekIndex)).toEqual(rival.ai!.decisions.map((d) => d.weekIndex).reverse());
    // The reasons say why, never what a wrestler is paid or what the payroll and the funds are.
    expect(page.decisions.some((d) => d.action === 'sign')).toBe(true);
    for (const decision of page.decisions) expect(decision.reason).not.toMatch(/\$[\d,.]+ a week|a payroll of|funds for/);
    // An ordinary signing, or a rich promoter's star (ai/starSigning.ts), both without the money.
    const signing = page.decisions.find((d) => d.action === 'sign')!;
    expect(signing.reason).toMatch(/^(Signed .+ \(rating \d+, roster average \d+\)|Rich enough to sign a star: signed .+ \(popularity \d+, rating \d+\)(; released .+ \(rating \d+\) to make room)?)$/);
    const keys = keysOf(page);
    for (const secret of ['salary', 'askingSalary', 'contract', 'morale', 'funds', 'weeklyRevenue', 'weeklyExpenses', 'ledger', 'fundsAtWeekStart']) expect(keys).not.toContain(secret);
  });

  it('keeps a closed federation’s retired titles with their lineage, and its history says when it was founded and closed', () => {
    const world = aiWorld(34);
    weeks(world, 4);
    // The last of the federations founded with the world (one that emerged since has a later founding).
    const rival = activeAiFederations(world).filter((f) => f.ai!.foundedWeek === 0).at(-1)!;
    const lineages = new Map(world.championships.filter((c) => c.federationId === rival.id).map((c) => [c.id, c.history.filter((h) => h.event !== 'defended').length]));
    closeAiFederation(world, rival, rival.ai!, AI_SHUTDOWN_REASONS.forgotten);
    weeks(world, 2);
    const page = companyPage(world, rival.id, seatFederationId(world));
    expect(page.company.status).toBe('closed');
    expect(page.roster).toEqual([]);
    expect(page.titles.map((t) => t.id).sort()).toEqual([...lineages.keys()].sort());
    for (const title of page.titles) {
      expect(title).toMatchObject({ isActive: false, holderId: null, holderName: 'Vacant' });
      // Its lineage as it stood, and the vacating at the closing when it had a holder.
      expect(title.lineage.length).toBeGreaterThanOrEqual(lineages.get(title.id)!);
      expect(title.lineage[0]!.weekIndex).toBe(0);
    }
    expect(page.history.map((h) => h.kind)).toEqual(expect.arrayContaining(['closed', 'founded']));
    expect(page.history[0]).toMatchObject({ kind: 'closed', weekIndex: 4, headline: `${rival.name} closes`, text: 'The fans forgot it.' });
    expect(page.history.at(-1)).toMatchObject({ kind: 'founded', weekIndex: 0 });
  });

  it('builds the history from the world’s news about the federation, without doubling its founding', () => {
    const world = aiWorld(35);
    const rival = activeAiFederations(world)[0]!;
    addNews(world, { kind: 'founded', importance: 3, federationIds: [rival.id], wrestlerIds: [], headline: `${rival.name} opens`, text: 'Big news.' });
    weeks(world, 1);
    addNews(world, { kind: 'signing', importance: 2, federationIds: [rival.id], wrestlerIds: [], headline: `${rival.name} signs a star`, text: 'A big signing.' });
    addNews(world, { kind: 'signing', importance: 2, federationIds: ['someone-else'], wrestlerIds: [], headline: 'Elsewhere', text: '' });
    const page = companyPage(world, rival.id, seatFederationId(world));
    expect(page.history.map((h) => h.headline)).toEqual([`${rival.name} signs a star`, `${rival.name} opens`]);
  });

  it('shows the player’s own federation as anyone sees it, with a founding entry', () => {
    const world = aiWorld(36);
    const you = seatFederationId(world);
    const page = companyPage(world, you, you);
    expect(page.company).toMatchObject({ isYou: true, tier: null, status: 'active' });
    expect(page.personality).toBeNull();
    expect(page.decisions).toEqual([]);
    expect(page.history).toEqual([expect.objectContaining({ kind: 'founded', headline: 'Home Wrestling is founded' })]);
  });

  it('refuses an unknown federation and a seat not founded yet', () => {
    const world = aiWorld(37);
    expect(() => companyPage(world, 'nope', seatFederationId(world))).toThrow(UNKNOWN_FEDERATION);
    expect(UNKNOWN_FEDERATION).toBe('That federation does not exist.');
    const fresh = createWorld(37, { aiFederations: true });
    expect(() => companyPage(fresh, seatFederationId(fresh), null)).toThrow(UNKNOWN_FEDERATION);
  });
});
