// The joint show panel of a rival's page: the quote's income range and factors in words (never the chance),
// a refusal that disables the proposal, a proposal's answer as a toast, and the list's loading, empty,
// error and rows (Book now for a show ready to book).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JOINT_SHOW_REJECTION } from '#shared/rules/diplomacy.ts';
import type { JointShowQuote } from '#shared/sim/diplomacy/jointShowTerms.ts';
import type { JointShowView } from '#shared/sim/diplomacy/jointShowView.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { JointShowPanel } from './JointShowPanel.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const mockedRequest = vi.mocked(requestCommand);

const quote = (overrides: Partial<JointShowQuote> = {}): JointShowQuote => ({
  refusal: null,
  factors: [
    { label: 'You have no history together (relationship 0)', effect: 'neutral' },
    { label: 'An even split', effect: 'neutral' },
    { label: 'A cooperative promoter likes a supershow', effect: 'helps' },
  ],
  income: { min: 30_000, max: 50_000 },
  partnerIncome: { min: 30_000, max: 50_000 },
  weekIndex: 2,
  date: 'Week 3, January 2025',
  matches: 5,
  ...overrides,
});

const row = (overrides: Partial<JointShowView> = {}): JointShowView => ({
  id: 'joint1', type: 'supershow', typeLabel: 'Supershow', matches: 5, otherFederationId: 'ai1', otherName: 'Titan Pro', proposedByYou: true, yourSplit: 50,
  status: 'accepted', scheduledWeek: 2, date: 'Week 3, January 2025', youHost: true, showId: null, held: false, income: null, ...overrides,
});

function answers(list: JointShowView[] | 'error', q: JointShowQuote = quote()) {
  mockedRequest.mockImplementation(async (name) => {
    if (name === 'quoteJointShow') return { ok: true, answer: { events: [], jointShowQuote: q } };
    if (name === 'getJointShows') return list === 'error' ? { ok: false, rejected: false, message: 'Connection lost.' } : { ok: true, answer: { events: [], jointShows: list } };
    return { ok: true, answer: { events: [] } };
  });
}

async function open() {
  game.status = 'connected';
  game.state = sampleGame();
  const view = renderAt('/companies/ai1', <JointShowPanel otherFederationId="ai1" />);
  await act(async () => {});
  return view;
}

describe('the joint show panel', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
    toasts.success.mockClear();
    toasts.error.mockClear();
  });

  it('shows the income range and what they will weigh in words, never a chance, and an empty list', async () => {
    answers([]);
    await open();
    expect(mockedRequest).toHaveBeenCalledWith('quoteJointShow', { partnerId: 'ai1', type: 'supershow', split: 50, weeksAhead: 2 });
    expect(screen.getByTestId('joint-income').textContent).toBe('$30,000 – $50,000');
    expect(screen.getAllByTestId('joint-factor').map((f) => f.getAttribute('data-effect'))).toEqual(['neutral', 'neutral', 'helps']);
    expect(screen.getByTestId('joint-quote').textContent).not.toMatch(/%\s*chance|chance of/i);
    expect(screen.getByTestId('joint-shows-empty').textContent).toBe('No joint show proposed yet.');
  });

  it('asks again as the terms change', async () => {
    answers([]);
    await open();
    fireEvent.change(screen.getByTestId('joint-type'), { target: { value: 'charity' } });
    fireEvent.change(screen.getByTestId('joint-split'), { target: { value: '70' } });
    fireEvent.change(screen.getByTestId('joint-week'), { target: { value: '4' } });
    await act(async () => {});
    expect(mockedRequest).toHaveBeenLastCalledWith('quoteJointShow', { partnerId: 'ai1', type: 'charity', split: 70, weeksAhead: 4 });
    expect(screen.getByTestId('joint-split-value').textContent).toBe('You 70% · them 30%');
  });

  it('disables the proposal with the refusal sentence', async () => {
    answers([], quote({ refusal: 'Titan Pro is hostile to you (relationship -60): mend the relationship before proposing a joint show.' }));
    await open();
    expect(screen.getByTestId('joint-refusal').textContent).toContain('mend the relationship');
    expect((screen.getByTestId('joint-propose') as HTMLButtonElement).disabled).toBe(true);
  });

  it('proposes and says the answer: a rejection with the spec sentence, then the list again', async () => {
    answers([]);
    await open();
    mockedRequest.mockImplementation(async (name) => {
      if (name === 'proposeJointShow')
        return { ok: true, answer: { events: [{ kind: 'federationInteraction', federationId: 'f1', otherFederationId: 'ai1', action: 'jointShowRejected', text: JOINT_SHOW_REJECTION }], jointShow: row({ status: 'rejected' }) } };
      if (name === 'getJointShows') return { ok: true, answer: { events: [], jointShows: [row({ status: 'rejected' })] } };
      return { ok: true, answer: { events: [], jointShowQuote: quote() } };
    });
    fireEvent.click(screen.getByTestId('joint-propose'));
    await act(async () => {});
    expect(mockedRequest).toHaveBeenCalledWith('proposeJointShow', { partnerId: 'ai1', type: 'supershow', split: 50, weeksAhead: 2 });
    expect(toasts.error).toHaveBeenCalledWith('Proposal rejected', { description: JOINT_SHOW_REJECTION });
    expect(screen.getByTestId('joint-show-row').textContent).toContain('Turned down');
  });

  it('lists an agreed show, and one ready to book with Book now to its booking page', async () => {
    answers([row({ id: 'j2', status: 'completed', showId: 's9' }), row()]);
    await open();
    const rows = screen.getAllByTestId('joint-show-row');
    expect(rows[0]!.textContent).toContain('Ready to book');
    expect(within(rows[0]!).getByTestId('joint-show-book').getAttribute('href')).toBe('/shows/s9/book');
    expect(rows[1]!.textContent).toContain('Agreed');
    expect(rows[1]!.textContent).toContain('Week 3, January 2025 · you take 50% · you host');
  });

  it('offers to try again when the list cannot be read, and shows nothing on your own page', async () => {
    answers('error');
    await open();
    expect(screen.getByTestId('joint-shows-error').textContent).toContain('Connection lost.');
    resetGame();
    game.status = 'connected';
    game.state = sampleGame();
    const own = renderAt('/companies/f1', <JointShowPanel otherFederationId="f1" />);
    expect(own.container.innerHTML).toBe('');
  });
});
