import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Wrestler } from '../../../../../shared/sim/roster/wrestler.ts';
import { requestCommand } from '../../../net/gameConnection.ts';
import { game, resetGame } from '../../../state/game.ts';
import { rosterOf, sampleGame, sampleWrestler } from '../../../state/gameFixture.ts';
import { renderAt } from '../../../test/renderAt.tsx';
import { WrestlerPage } from './WrestlerPage.tsx';

vi.mock('../../../net/gameConnection.ts', () => ({
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

  it('says when the wrestler does not exist', async () => {
    game.status = 'connected';
    game.state = sampleGame();
    vi.mocked(requestCommand).mockResolvedValue({ ok: false, rejected: true, message: 'Wrestler not found.' });
    renderAt('/wrestler/nobody', <WrestlerPage wrestlerId="nobody" />);
    await waitFor(() => expect(screen.getByTestId('wrestler-not-found')).toBeTruthy());
    expect(screen.getByText('Wrestler not found')).toBeTruthy();
  });
});
