import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Championship } from '#shared/sim/championships/championship.ts';
import type { PrestigeSummary } from '#shared/sim/championships/prestige.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame, type ChampionshipMirror } from '#client/state/game.ts';
import { rosterOf, sampleGame, sampleWrestler } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { championshipNameError } from './ChampionshipDialogs.tsx';
import { ChampionshipsPage } from './ChampionshipsPage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const mockedRequest = vi.mocked(requestCommand);

const roster = rosterOf(sampleWrestler({ id: 'w1', name: 'Kit Hollander' }), sampleWrestler({ id: 'w2', name: 'Rex Dorado' }));

function title(overrides: Partial<ChampionshipMirror> & { id: string; name: string }): ChampionshipMirror {
  return { prestige: 40, holderId: '', holderName: 'Vacant', defenseCount: 0, reignDays: 0, reigns: 0, createdAt: 0, prestigeParts: '', ...overrides };
}

function seed(championships: Record<string, ChampionshipMirror> = {}) {
  game.status = 'connected';
  game.state = sampleGame({ roster, championships });
}

const history: Championship['history'] = [
  { week: 1, month: 'January', year: 2025, weekIndex: 0, prestige: 40, holder: null, holderName: 'Vacant', event: 'created', eventDescription: 'Iron Title was introduced' },
  { week: 1, month: 'January', year: 2025, weekIndex: 0, prestige: 40, holder: 'w1', holderName: 'Kit Hollander', event: 'awarded', eventDescription: 'Kit Hollander was awarded the title as its first champion' },
  { week: 3, month: 'January', year: 2025, weekIndex: 2, prestige: 41.5, holder: 'w1', holderName: 'Kit Hollander', event: 'defended', eventDescription: 'Kit Hollander retained the title (6.0 stars)' },
];

describe('championships page', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [] } });
    toasts.success.mockClear();
  });

  it('explains titles when there are none', () => {
    seed();
    renderAt('/championships', <ChampionshipsPage />);
    expect(screen.getByTestId('championships-empty').textContent).toContain('A championship gives your matches stakes');
  });

  it('shows each title with prestige, holder, reign length, defenses and reigns', () => {
    seed({ t1: title({ id: 't1', name: 'Iron Title', prestige: 62, holderId: 'w1', holderName: 'Kit Hollander', reignDays: 14, defenseCount: 2, reigns: 1 }), t2: title({ id: 't2', name: 'Tag Titles', createdAt: 1 }) });
    renderAt('/championships', <ChampionshipsPage />);
    const cards = screen.getAllByTestId('championship-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('championship-name').textContent).toBe('Iron Title');
    expect(within(cards[0]!).getByTestId('championship-prestige').textContent).toContain('62');
    expect(within(cards[0]!).getByTestId('championship-holder').textContent).toContain('Kit Hollander');
    expect(within(cards[0]!).getByTestId('championship-reign').textContent).toBe('14 days · 2 defenses');
    expect(cards[0]!.textContent).toContain('1 reign');
    expect(within(cards[1]!).getByTestId('championship-holder').textContent).toContain('Vacant');
    expect((screen.getByTestId('vacate-t2') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows what moved each title\'s prestige over the last 52 weeks, part by part', () => {
    const summary: PrestigeSummary = {
      weeks: 52,
      value: 1.6,
      parts: [
        { reason: 'match', label: 'Title match quality', amount: 2.5 },
        { reason: 'defense', label: 'Defenses', amount: 3 },
        { reason: 'long_reign', label: 'Long reign', amount: 0.6 },
        { reason: 'hot_potato', label: 'Hot potato changes', amount: -5 },
        { reason: 'idle', label: 'Idle weeks', amount: 0 },
      ],
    };
    seed({
      t1: title({ id: 't1', name: 'Iron Title', prestige: 41.6, holderId: 'w1', holderName: 'Kit Hollander', reigns: 2, prestigeParts: JSON.stringify(summary) }),
      t2: title({ id: 't2', name: 'Tag Titles', createdAt: 1 }),
    });
    renderAt('/championships', <ChampionshipsPage />);
    const [iron, tag] = screen.getAllByTestId('championship-card');
    const parts = within(iron!).getAllByTestId('prestige-part');
    expect(parts.map((p) => p.textContent)).toEqual(['Title match quality+2.5', 'Defenses+3.0', 'Long reign+0.6', 'Hot potato changes−5.0', 'Idle weeks0.0']);
    expect(within(iron!).getByTestId('prestige-parts-total').textContent).toBe('+1.6');
    expect(within(iron!).getByTestId('prestige-parts').textContent).toContain('Prestige · last 52 weeks');
    // A title with no change yet says how prestige moves instead.
    expect(within(tag!).queryAllByTestId('prestige-part')).toEqual([]);
    expect(within(tag!).getByTestId('prestige-parts').textContent).toContain('No prestige change in the last 52 weeks');
  });

  it('creates a title with its first champion', async () => {
    seed();
    renderAt('/championships', <ChampionshipsPage />);
    fireEvent.click(screen.getByTestId('create-championship'));
    const dialog = screen.getByTestId('championship-dialog');
    const confirm = within(dialog).getByTestId('confirm-championship') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const select = within(dialog).getByTestId('championship-holder-select') as HTMLSelectElement;
    expect(select.options[0]!.textContent).toBe('Vacant (decided in a match)');
    fireEvent.change(within(dialog).getByTestId('championship-name-input'), { target: { value: '  Iron Harbor Heavyweight (World)  ' } });
    fireEvent.change(select, { target: { value: 'w2' } });
    await act(async () => {
      fireEvent.click(confirm);
    });
    expect(mockedRequest).toHaveBeenCalledWith('createChampionship', { name: 'Iron Harbor Heavyweight (World)', holderId: 'w2' });
    expect(toasts.success).toHaveBeenCalled();
    expect(screen.queryByTestId('championship-dialog')).toBeNull();
  });

  it('creates a vacant title, and refuses a name against the rule', async () => {
    seed({ t1: title({ id: 't1', name: 'Iron Title' }) });
    renderAt('/championships', <ChampionshipsPage />);
    fireEvent.click(screen.getByTestId('create-championship'));
    const dialog = screen.getByTestId('championship-dialog');
    fireEvent.change(within(dialog).getByTestId('championship-name-input'), { target: { value: 'Best <Title>' } });
    fireEvent.click(within(dialog).getByTestId('confirm-championship'));
    expect(within(dialog).getByRole('alert').textContent).toContain("Use letters, digits, spaces and - ' . & ( ) only");
    expect(mockedRequest).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByTestId('championship-name-input'), { target: { value: 'Women’s Title' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('confirm-championship'));
    });
    expect(mockedRequest).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByTestId('championship-name-input'), { target: { value: 'Rising Star Title' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('confirm-championship'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('createChampionship', { name: 'Rising Star Title', holderId: null });
  });

  it('checks names like the room does', () => {
    expect(championshipNameError('', [])).toBe('Championship name is required');
    expect(championshipNameError('x'.repeat(201), [])).toContain('200 characters');
    expect(championshipNameError('iron title', ['Iron Title'])).toContain('already have');
    expect(championshipNameError("Jack's Cup & Shield (No. 1)", [])).toBeNull();
  });

  it('awards and vacates through confirmations', async () => {
    seed({ t1: title({ id: 't1', name: 'Iron Title', holderId: 'w1', holderName: 'Kit Hollander', reigns: 1 }) });
    renderAt('/championships', <ChampionshipsPage />);
    fireEvent.click(screen.getByTestId('award-t1'));
    const award = screen.getByTestId('award-dialog');
    const options = [...(within(award).getByTestId('award-select') as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['', 'w2']);
    expect((within(award).getByTestId('confirm-award') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(award).getByTestId('award-select'), { target: { value: 'w2' } });
    await act(async () => {
      fireEvent.click(within(award).getByTestId('confirm-award'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('awardChampionship', { championshipId: 't1', wrestlerId: 'w2' });

    fireEvent.click(screen.getByTestId('vacate-t1'));
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('vacate-dialog')).getByTestId('confirm-vacate'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('vacateChampionship', { championshipId: 't1' });
  });

  it('loads the lineage, newest first', async () => {
    seed({ t1: title({ id: 't1', name: 'Iron Title', holderId: 'w1', holderName: 'Kit Hollander', reigns: 1, defenseCount: 1 }) });
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], championship: { id: 't1', history } as Championship } });
    renderAt('/championships', <ChampionshipsPage />);
    const toggle = screen.getByTestId('lineage-t1');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      fireEvent.click(toggle);
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(mockedRequest).toHaveBeenCalledWith('getChampionship', { championshipId: 't1' });
    const entries = within(screen.getByTestId('championship-lineage')).getAllByTestId('lineage-entry');
    expect(entries).toHaveLength(3);
    expect(entries[0]!.textContent).toContain('Week 3, January 2025');
    expect(entries[0]!.textContent).toContain('Defended');
    expect(entries[0]!.textContent).toContain('Prestige 42');
    expect(entries[0]!.textContent).toContain('Kit Hollander retained the title (6.0 stars)');
    expect(entries[2]!.textContent).toContain('Introduced');
  });
});
