import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RelationsAnswer, RelationView } from '#shared/sim/diplomacy/relationsView.ts';
import type { RivalryActionQuote } from '#shared/sim/diplomacy/rivalryActions.ts';
import type { PoachQuote } from '#shared/sim/diplomacy/poaching.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { CompanyPage } from '../CompanyPage.tsx';
import { SAMPLE_COMPANIES, samplePage } from '../testing/companyFixtures.ts';
import { RelationsSection } from './RelationsSection.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const mockedRequest = vi.mocked(requestCommand);

const RELATION: RelationView = {
  federationId: 'ai-1',
  name: 'Apex Pro Wrestling',
  logo: '',
  controller: 'ai',
  running: true,
  score: -35,
  status: 'neutral',
  history: [
    { week: 3, kind: 'spreadRumours', change: -15, reason: 'Thunder Valley Wrestling: spread rumours (about Apex Pro Wrestling).' },
    { week: 4, kind: 'mediaWar', change: -20, reason: 'Apex Pro Wrestling: media war (with Thunder Valley Wrestling).' },
  ],
  actions: [{ id: 'deal-1', kind: 'mediaWar', label: 'Media war', mine: false, initiatorId: 'ai-1', targetId: 'f1', weekExecuted: 4, weeksLeft: 3, effect: 'For 4 weeks you gain 0.5 popularity a week and the target loses 1.' }],
  loans: [],
  jointShows: [],
  offers: [],
};

const quote = (kind: RivalryActionQuote['kind'], label: string, cost: number, weeks: number, relationshipChange: number, refusal: string | null = null): RivalryActionQuote => ({ kind, label, cost, weeks, effect: `${label} effect.`, relationshipChange, refusal });
const ACTIONS: RivalryActionQuote[] = [
  quote('spreadRumours', 'Spread rumours', 10_000, 0, -15),
  quote('counterProgramming', 'Counter-programming', 5_000, 4, -10),
  quote('mediaWar', 'Media war', 25_000, 4, -20, 'Insufficient funds. This action costs $25,000'),
  quote('alliance', 'Alliance', 5_000, 12, 20),
  quote('crossPromotion', 'Cross-promotion', 3_000, 4, 15),
  quote('tradeAgreement', 'Trade agreement', 2_000, 8, 10),
];
const poach = (wrestlerId: string, name: string, salary: number, refusal: string | null = null): PoachQuote => ({ wrestlerId, name, fromId: 'ai-1', salary, cost: salary * 2.5, morale: null, refusal });
const POACH: PoachQuote[] = [poach('w10', 'Rex Steel', 4_000), poach('w11', 'Luna Vega', 2_000), poach('w12', 'Kai Storm', 1_000, 'Kai Storm signed with Apex Pro Wrestling 1 week ago and will not move for 3 more weeks.')];
const ANSWER: RelationsAnswer = { relations: [RELATION], quotes: { actions: ACTIONS, poach: POACH } };

function answering(relations: RelationsAnswer | null = ANSWER) {
  mockedRequest.mockImplementation(async (name) => {
    if (name === 'getRelations') return relations ? { ok: true, answer: { events: [], relations } } : { ok: false, rejected: false, message: 'Not connected to the game server.' };
    if (name === 'getCompany') return { ok: true, answer: { events: [], company: samplePage() } };
    if (name === 'takeRivalryAction' || name === 'poachWrestler' || name === 'talentRaid') return { ok: true, answer: { events: [{ kind: 'federationInteraction', federationId: 'f1', otherFederationId: 'ai-1', action: name, text: 'It is done.' }] } };
    return { ok: true, answer: { events: [] } };
  });
}

async function open(onDealt = vi.fn(), funds = 100_000) {
  game.status = 'connected';
  game.state = sampleGame();
  renderAt('/companies/ai-1', <RelationsSection federationId="ai-1" week={5} funds={funds} onDealt={onDealt} />);
  await act(async () => {});
  return onDealt;
}

const calls = (name: string) => mockedRequest.mock.calls.filter(([n]) => n === name);

describe('the Relations section', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
    answering();
  });

  it('shows the status, the score, the history newest first and what runs between you with weeks left', async () => {
    await open();
    expect(mockedRequest).toHaveBeenCalledWith('getRelations', { federationId: 'ai-1' });
    expect(screen.getByTestId('relation-status').textContent).toBe('Neutral');
    expect(screen.getByTestId('relation-score').textContent).toBe('-35');
    const history = screen.getAllByTestId('relation-history-entry').map((e) => e.textContent);
    expect(history[0]).toContain('-20');
    expect(history[0]).toContain('Apex Pro Wrestling: media war');
    expect(history[0]).toContain('(last week)');
    expect(history[1]).toContain('(2 weeks ago)');
    expect(history[1]).toContain('-15');
    const running = screen.getByTestId('running-action');
    expect(running.textContent).toContain('Media war');
    expect(running.textContent).toContain('By Apex Pro Wrestling');
    expect(within(running).getByTestId('running-weeks-left').textContent).toBe('3 weeks left');
  });

  it('lists each action with its cost and effect, confirms before paying and asks again after', async () => {
    const onDealt = await open();
    const rows = screen.getAllByTestId('rivalry-action');
    expect(rows).toHaveLength(6);
    expect(rows[0]!.textContent).toContain('$10,000 · At once · relationship -15');
    expect(rows[3]!.textContent).toContain('$5,000 · 12 weeks · relationship +20');
    fireEvent.click(screen.getByTestId('action-spreadRumours'));
    const dialog = screen.getByTestId('action-dialog');
    expect(within(dialog).getByTestId('deal-cost').textContent).toBe('$10,000');
    expect(within(dialog).getByTestId('deal-relationship').textContent).toBe('-15');
    expect(calls('takeRivalryAction')).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByTestId('action-dialog-confirm')));
    expect(mockedRequest).toHaveBeenCalledWith('takeRivalryAction', { targetId: 'ai-1', kind: 'spreadRumours' });
    expect(calls('getRelations')).toHaveLength(2);
    expect(onDealt).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('action-dialog')).toBeNull();
  });

  it('says why an action is refused and keeps its confirm off', async () => {
    await open();
    expect(screen.getAllByTestId('rivalry-action-refusal').map((e) => e.textContent)).toEqual(['Insufficient funds. This action costs $25,000']);
    fireEvent.click(screen.getByTestId('action-mediaWar'));
    const dialog = screen.getByTestId('action-dialog');
    expect(within(dialog).getByTestId('action-dialog-refusal').textContent).toContain('Insufficient funds. This action costs $25,000');
    expect((within(dialog).getByTestId('action-dialog-confirm') as HTMLButtonElement).disabled).toBe(true);
  });

  it('poaches at the quoted price after a confirm, and leaves a wrestler who cannot be taken untakeable, with the reason', async () => {
    await open();
    const rows = screen.getAllByTestId('poach-row');
    expect(rows[0]!.textContent).toContain('$10,000');
    expect(rows[0]!.textContent).toContain('Would move without complaint');
    expect(rows[2]!.textContent).toContain('will not move for 3 more weeks');
    expect((within(rows[2]!).getByTestId('poach-button') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(rows[0]!).getByTestId('poach-button'));
    const dialog = screen.getByTestId('poach-dialog');
    expect(within(dialog).getByTestId('deal-cost').textContent).toBe('$10,000');
    expect(within(dialog).getByTestId('deal-relationship').textContent).toBe('-25');
    await act(async () => fireEvent.click(within(dialog).getByTestId('poach-dialog-confirm')));
    expect(mockedRequest).toHaveBeenCalledWith('poachWrestler', { wrestlerId: 'w10' });
  });

  it('raids 2-3 ticked wrestlers at $50,000 plus their salaries', async () => {
    await open();
    const raid = screen.getByTestId('raid-button') as HTMLButtonElement;
    expect(raid.disabled).toBe(true);
    const picks = screen.getAllByRole('checkbox');
    fireEvent.click(picks[0]!);
    expect(raid.disabled).toBe(true);
    fireEvent.click(picks[1]!);
    expect(raid.disabled).toBe(false);
    expect(screen.getByTestId('raid-summary').textContent).toBe('2 picked: $56,000 for the raid.');
    fireEvent.click(raid);
    const dialog = screen.getByTestId('raid-dialog');
    expect(within(dialog).getByTestId('deal-cost').textContent).toBe('$56,000');
    expect(within(dialog).getByTestId('deal-relationship').textContent).toBe('-35');
    await act(async () => fireEvent.click(within(dialog).getByTestId('raid-dialog-confirm')));
    expect(mockedRequest).toHaveBeenCalledWith('talentRaid', { targetId: 'ai-1', wrestlerIds: ['w10', 'w11'] });
  });

  it('refuses a raid beyond your funds with the spec\'s sentence', async () => {
    await open(vi.fn(), 55_999);
    const picks = screen.getAllByRole('checkbox');
    fireEvent.click(picks[0]!);
    fireEvent.click(picks[1]!);
    fireEvent.click(screen.getByTestId('raid-button'));
    const dialog = screen.getByTestId('raid-dialog');
    expect(within(dialog).getByTestId('raid-dialog-refusal').textContent).toContain('Insufficient funds. Talent raid costs $56,000');
    expect((within(dialog).getByTestId('raid-dialog-confirm') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a loading state, then an error with a retry', async () => {
    answering(null);
    await open();
    expect(screen.getByTestId('relations-error').textContent).toContain('Not connected to the game server.');
    answering();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByTestId('relation-status').textContent).toBe('Neutral');
  });

  it('lists an offer waiting for your answer with the way to answer it', async () => {
    answering({ ...ANSWER, relations: [{ ...RELATION, offers: [{ id: 'o1', kind: 'alliance', fromYou: false, summary: 'Apex Pro Wrestling offers an alliance.', weeksLeft: 1 }] }] });
    await open();
    const offer = screen.getByTestId('running-offer');
    expect(offer.textContent).toContain('Apex Pro Wrestling offers an alliance.');
    expect(offer.textContent).toContain('1 week left');
    expect(within(offer).getByRole('link', { name: 'Answer in Messages' }).getAttribute('href')).toBe('/messages');
  });

  it('has an empty history for a federation you never dealt with', async () => {
    answering({ relations: [{ ...RELATION, score: 0, history: [], actions: [] }], quotes: { actions: ACTIONS, poach: [] } });
    await open();
    expect(screen.getByTestId('relation-history-empty').textContent).toContain('the relationship stands at 0');
    expect(screen.getByTestId('running-empty')).toBeTruthy();
    expect(screen.getByTestId('poach-empty')).toBeTruthy();
  });
});

describe('the company page and relations', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
    answering();
  });

  it('shows the Relations section on another federation\'s page and not on your own', async () => {
    game.status = 'connected';
    game.state = sampleGame();
    renderAt('/companies/ai-1', <CompanyPage federationId="ai-1" />);
    await act(async () => {});
    expect(screen.getByTestId('company-relations')).toBeTruthy();
    mockedRequest.mockImplementation(async () => ({ ok: true, answer: { events: [], company: samplePage({ company: SAMPLE_COMPANIES[0]! }) } }));
    renderAt('/companies/f1', <CompanyPage federationId="f1" />);
    await act(async () => {});
    expect(screen.getAllByTestId('company-relations')).toHaveLength(1);
  });
});
