import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Wrestler } from '#shared/sim/roster/wrestler.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { rosterOf, sampleGame, sampleWrestler } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { WrestlerPage } from './WrestlerPage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

function fullWrestler(overrides: Partial<Wrestler> = {}): Wrestler {
  return {
    id: 'ace',
    name: 'Ace Steel',
    gender: 'male',
    style: 'Technician',
    masked: true,
    bio: 'A mat wizard from Hamilton.',
    age: 31,
    nationality: 'Canada',
    yearsInIndustry: 9,
    popularity: 42.5,
    morale: 64,
    skills: { strength: 55, agility: 61, technic: 72, charisma: 48, stamina: 66 },
    totalPoints: 290,
    category: 'C',
    askingSalary: 1200,
    minFederationPopularityRequired: 10,
    federationId: 'f1',
    contract: { type: 'permanent', salary: 1200, weeksRemaining: 1, lengthWeeks: 5, signedWeek: 0 },
    status: 'training',
    training: { isTraining: true, targetSkill: 'agility', weeksRemaining: 1, completedWeeks: 2, totalWeeks: 3 },
    injury: null,
    championships: [],
    wasRecentChampion: false,
    currentRivalryIntensity: 0,
    matchStats: { wins: 0, losses: 0, draws: 0, totalMatches: 0 },
    merchandiseSales: { thisWeek: 0, thisWeekPassive: 0, thisWeekActive: 0, total: 0, contractPercentage: 10 },
    history: [],
    promises: [],
    promisesKept: 0,
    promisesFailed: 0,
    rehireBanUntilWeek: null,
    rehireBanFederationId: null,
    idleWeeks: 0,
    fatigue: 0,
    moraleChange: [
      { label: 'A week spent training', amount: 1 },
      { label: 'Contract with 2 weeks or fewer left', amount: -1 },
    ],
    ...overrides,
  };
}

const synced = sampleWrestler({ id: 'ace', name: 'Ace Steel', status: 'training', trainingSkill: 'agility', trainingWeeksRemaining: 1, trainingTotalWeeks: 3, contractWeeksRemaining: 1, contractLengthWeeks: 5, salary: 1200 });

describe('wrestler profile', () => {
  beforeEach(() => {
    resetGame();
    vi.mocked(requestCommand).mockReset();
  });

  it('renders a signed wrestler from getWrestler: facts, skills, morale causes, contract warning, training and actions', async () => {
    game.status = 'connected';
    game.state = sampleGame({ roster: rosterOf(synced) });
    vi.mocked(requestCommand).mockResolvedValue({ ok: true, answer: { events: [], wrestler: fullWrestler() } });
    renderAt('/wrestler/ace', <WrestlerPage wrestlerId="ace" />);
    expect(screen.getByTestId('wrestler-loading')).toBeTruthy();
    const profile = await screen.findByTestId('wrestler-profile');
    expect(requestCommand).toHaveBeenCalledWith('getWrestler', { wrestlerId: 'ace' });
    expect(within(profile).getByTestId('wrestler-name').textContent).toBe('Ace Steel');
    expect(within(profile).getByTestId('wrestler-rating').textContent).toBe('290');
    expect(within(profile).getByText('A mat wizard from Hamilton.')).toBeTruthy();
    expect(within(profile).getByText('Technician')).toBeTruthy();
    expect(within(profile).getByTestId('skill-technic').textContent).toBe('72');
    expect(within(profile).getByTestId('profile-popularity').textContent).toBe('42.5');
    const causes = within(profile).getByTestId('morale-causes');
    expect(causes.textContent).toContain('A week spent training+1');
    expect(causes.textContent).toContain('Contract with 2 weeks or fewer left-1');
    expect(within(profile).getByTestId('profile-salary').textContent).toBe('$1,200/wk');
    expect(within(profile).getByTestId('profile-weeks-left').textContent).toBe('1 of 5');
    expect(within(profile).getByTestId('contract-expiry').textContent).toContain('Expires next week');
    expect(within(profile).getByTestId('training-left').textContent).toBe('1 week left of 3');
    expect(within(profile).getByTestId('history-empty')).toBeTruthy();
    expect(within(profile).getByTestId('stat-wins').textContent).toBe('0');
    expect(within(profile).getByTestId('merch-total').textContent).toBe('$0');
    // Training already: Train is off; 1 week left: Renew is offered.
    expect((within(profile).getByTestId('train-ace') as HTMLButtonElement).disabled).toBe(true);
    expect(within(profile).getByTestId('renew-ace')).toBeTruthy();
    expect(within(profile).getByTestId('release-ace')).toBeTruthy();
    expect(within(profile).getByTestId('back-to-roster').getAttribute('href')).toBe('/roster');
  });

  it('shows a free agent without actions, and a chart when skills have changed', async () => {
    game.status = 'connected';
    game.state = sampleGame();
    const history = [{ week: 2, skill: 'agility' as const, change: 2, value: 61, reason: 'Training' }];
    vi.mocked(requestCommand).mockResolvedValue({
      ok: true,
      answer: { events: [], wrestler: fullWrestler({ federationId: null, contract: null, status: 'active', training: { isTraining: false, targetSkill: null, weeksRemaining: 0, completedWeeks: 0, totalWeeks: 0 }, moraleChange: [], history }) },
    });
    renderAt('/wrestler/ace', <WrestlerPage wrestlerId="ace" />);
    const profile = await screen.findByTestId('wrestler-profile');
    expect(within(profile).getAllByText('Free agent').length).toBeGreaterThan(0);
    expect(within(profile).queryByTestId('train-ace')).toBeNull();
    expect(within(profile).queryByTestId('release-ace')).toBeNull();
    expect(within(profile).getByTestId('history-chart')).toBeTruthy();
  });

  it("names the federation holding a rival's wrestler, links to its page, and shows none of its private figures", async () => {
    game.status = 'connected';
    game.state = sampleGame({ calendar: { week: 2, month: 'January', year: 2025, totalWeeksProgressed: 1 } });
    vi.mocked(requestCommand).mockResolvedValue({
      ok: true,
      answer: {
        events: [],
        wrestler: fullWrestler({ federationId: 'ai_1', contract: null, morale: 0, moraleChange: [], status: 'active', training: { isTraining: false, targetSkill: null, weeksRemaining: 0, completedWeeks: 0, totalWeeks: 0 } }),
        contractHolder: { federationId: 'ai_1', name: 'Iron Coast Wrestling', weeksRemaining: 4 },
      },
    });
    renderAt('/wrestler/ace', <WrestlerPage wrestlerId="ace" />);
    const profile = await screen.findByTestId('wrestler-profile');
    const lines = within(profile).getAllByTestId('contract-holder');
    expect(lines[0]!.textContent).toBe('Under contract with Iron Coast Wrestling (until Week 2, February 2025)');
    expect(within(lines[0]!).getByRole('link', { name: 'Iron Coast Wrestling' }).getAttribute('href')).toBe('/companies/ai_1');
    expect(within(profile).queryByTestId('profile-morale')).toBeNull();
    expect(within(profile).queryByTestId('profile-salary')).toBeNull();
    expect(within(profile).queryByTestId('profile-merch')).toBeNull();
    expect(within(profile).queryByTestId('release-ace')).toBeNull();
    expect(within(profile).getByTestId('skill-technic').textContent).toBe('72');
  });

  it("leads back to the rival's company page, not to a roster the wrestler is not on", async () => {
    game.status = 'connected';
    game.state = sampleGame({ calendar: { week: 2, month: 'January', year: 2025, totalWeeksProgressed: 1 } });
    vi.mocked(requestCommand).mockResolvedValue({
      ok: true,
      answer: {
        events: [],
        wrestler: fullWrestler({ federationId: 'ai_1', contract: null, morale: 0, moraleChange: [], status: 'active', training: { isTraining: false, targetSkill: null, weeksRemaining: 0, completedWeeks: 0, totalWeeks: 0 } }),
        contractHolder: { federationId: 'ai_1', name: 'Iron Coast Wrestling', weeksRemaining: 4 },
      },
    });
    renderAt('/wrestler/ace', <WrestlerPage wrestlerId="ace" />);
    const profile = await screen.findByTestId('wrestler-profile');
    const back = within(profile).getByTestId('back-link');
    expect(back.textContent).toBe('Back to Iron Coast Wrestling');
    expect(back.getAttribute('href')).toBe('/companies/ai_1');
  });

  it('says how long an injury lasts and when the wrestler is fit again', async () => {
    game.status = 'connected';
    game.state = sampleGame({ roster: rosterOf({ ...synced, status: 'injured' }), calendar: { week: 2, month: 'January', year: 2025, totalWeeksProgressed: 1 } });
    vi.mocked(requestCommand).mockResolvedValue({
      ok: true,
      answer: { events: [], wrestler: fullWrestler({ status: 'injured', training: { isTraining: false, targetSkill: null, weeksRemaining: 0, completedWeeks: 0, totalWeeks: 0 }, injury: { description: 'Hurt in Ace Steel vs. Rex Dorado', weeksRemaining: 3 } }) },
    });
    renderAt('/wrestler/ace', <WrestlerPage wrestlerId="ace" />);
    const notice = await screen.findByTestId('injury-notice');
    expect(notice.textContent).toContain('Injured: out for 3 more weeks');
    expect(notice.textContent).toContain('Hurt in Ace Steel vs. Rex Dorado');
    expect(notice.textContent).toContain('Fit again in Week 1, February 2025');
  });

  it('tells sales and morale from the wrestler\'s own history, not from a fresh start', async () => {
    game.status = 'connected';
    game.state = sampleGame({ roster: rosterOf(synced), calendar: { week: 3, month: 'April', year: 2025, totalWeeksProgressed: 14 } });
    vi.mocked(requestCommand).mockResolvedValue({
      ok: true,
      answer: {
        events: [],
        wrestler: fullWrestler({
          contract: { type: 'permanent', salary: 1200, weeksRemaining: 8, lengthWeeks: 20, signedWeek: 0 },
          moraleChange: [],
          merchandiseSales: { thisWeek: 0, thisWeekPassive: 0, thisWeekActive: 0, total: 1231, contractPercentage: 10 },
        }),
      },
    });
    renderAt('/wrestler/ace', <WrestlerPage wrestlerId="ace" />);
    const profile = await screen.findByTestId('wrestler-profile');
    const sales = within(profile).getByTestId('merch-note').textContent;
    expect(sales).toBe('$1,231 sold at their shows so far; they keep 10%.');
    expect(profile.textContent).not.toContain('Sales start with the shows');
    const morale = within(profile).getByTestId('morale-no-change').textContent;
    expect(morale).toBe('No change last week: fair pay, and not idle for more than 2 weeks.');
    expect(profile.textContent).not.toContain('No change yet');
  });

  it('before any sale or week advance since signing, says what starts them', async () => {
    game.status = 'connected';
    game.state = sampleGame({ roster: rosterOf(synced), calendar: { week: 1, month: 'January', year: 2025, totalWeeksProgressed: 0 } });
    vi.mocked(requestCommand).mockResolvedValue({ ok: true, answer: { events: [], wrestler: fullWrestler({ moraleChange: [] }) } });
    renderAt('/wrestler/ace', <WrestlerPage wrestlerId="ace" />);
    const profile = await screen.findByTestId('wrestler-profile');
    expect(within(profile).getByTestId('merch-note').textContent).toBe('Sales start with the shows: fans buy the merchandise of the wrestlers they see.');
    expect(within(profile).getByTestId('morale-no-change').textContent).toBe('No change yet: morale moves at each week advance.');
    expect(within(profile).queryByTestId('injury-notice')).toBeNull();
  });

  it('shows fatigue, what it costs and how it recovers', async () => {
    game.status = 'connected';
    game.state = sampleGame({ roster: rosterOf(synced) });
    vi.mocked(requestCommand).mockResolvedValue({ ok: true, answer: { events: [], wrestler: fullWrestler({ fatigue: 71 }) } });
    renderAt('/wrestler/ace', <WrestlerPage wrestlerId="ace" />);
    const fatigue = await screen.findByTestId('profile-fatigue');
    expect(within(fatigue).getByTestId('fatigue').textContent).toBe('Fatigue: Exhausted71');
    expect(fatigue.textContent).toContain('Costs stars in matches and raises the injury risk. Recovers 35 a week off, 20 a week with shows.');
  });

  it('shows a retired wrestler from the kept record: when, at what age, last federation, titles and record', async () => {
    game.status = 'connected';
    game.state = sampleGame();
    vi.mocked(requestCommand).mockResolvedValue({
      ok: true,
      answer: {
        events: [],
        contractHolder: null,
        retired: {
          id: 'old-bull',
          name: 'Old Bull',
          gender: 'male',
          style: 'Brawler',
          masked: false,
          nationality: 'USA',
          bio: 'A brawler from Tulsa.',
          age: 44,
          yearsInIndustry: 22,
          totalPoints: 251,
          category: 'D',
          popularity: 37,
          matchStats: { wins: 120, losses: 80, draws: 4, totalMatches: 204 },
          retiredWeekIndex: 60,
          retiredOn: { week: 3, month: 'March', year: 2026 },
          lastFederationId: 'ai_2',
          lastFederationName: 'Iron Coast Wrestling',
          titlesHeld: ['Iron Coast Heavyweight Championship'],
        },
      },
    });
    renderAt('/wrestler/old-bull', <WrestlerPage wrestlerId="old-bull" />);
    const page = await screen.findByTestId('wrestler-retired');
    expect(within(page).getByTestId('wrestler-name').textContent).toBe('Old Bull');
    const line = within(page).getByTestId('retired-line');
    expect(line.textContent).toBe('Retired (Week 3, March 2026, aged 44), last with Iron Coast Wrestling');
    expect(within(line).getByRole('link', { name: 'Iron Coast Wrestling' }).getAttribute('href')).toBe('/companies/ai_2');
    expect(within(page).getByText('Iron Coast Heavyweight Championship')).toBeTruthy();
    expect(within(page).getByTestId('stat-wins').textContent).toBe('120');
    expect(within(page).getByTestId('wrestler-rating').textContent).toBe('251');
    expect(screen.queryByTestId('wrestler-not-found')).toBeNull();
    expect(within(page).queryByTestId('profile-contract')).toBeNull();
  });

  it('says when the wrestler does not exist', async () => {
    game.status = 'connected';
    game.state = sampleGame();
    vi.mocked(requestCommand).mockResolvedValue({ ok: false, rejected: true, message: 'Wrestler not found.' });
    renderAt('/wrestler/nobody', <WrestlerPage wrestlerId="nobody" />);
    await waitFor(() => expect(screen.getByTestId('wrestler-not-found')).toBeTruthy());
    expect(screen.getByText('Wrestler not found')).toBeTruthy();
  });
});
