import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { CompaniesPage } from './CompaniesPage.tsx';
import { SAMPLE_COMPANIES } from './testing/companyFixtures.ts';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const mockedRequest = vi.mocked(requestCommand);

async function open() {
  game.status = 'connected';
  game.state = sampleGame();
  const view = renderAt('/companies', <CompaniesPage />);
  await act(async () => {});
  return view;
}

const names = () => screen.queryAllByTestId('company-name').map((n) => n.textContent);

describe('companies page', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], companies: SAMPLE_COMPANIES } });
  });

  it('lists the active federations, most popular first, yours marked You, each linking to its page', async () => {
    await open();
    expect(mockedRequest).toHaveBeenCalledWith('getCompanies', {});
    expect(names()).toEqual(['Apex Pro Wrestling', 'Iron Circuit', 'Thunder Valley Wrestling']);
    const cards = screen.getAllByTestId('company-card');
    expect(cards[0]!.getAttribute('href')).toBe('/companies/ai-1');
    expect(cards[0]!.textContent).toContain('Major');
    expect(cards[0]!.textContent).toContain('Founded Week 1, January 2025');
    expect(within(cards[0]!).getByTestId('company-popularity').textContent).toBe('70');
    expect(within(cards[0]!).getByTestId('company-roster').textContent).toBe('8');
    expect(within(cards[0]!).getByTestId('company-titles').textContent).toBe('3');
    expect(within(cards[2]!).getByText('You')).toBeTruthy();
    expect(screen.getByTestId('company-filter-active').getAttribute('aria-pressed')).toBe('true');
  });

  it('prints a long federation name whole, wrapping it rather than cutting it with an ellipsis', async () => {
    await open();
    for (const name of screen.getAllByTestId('company-name')) {
      expect(name.className).not.toContain('truncate');
      expect(name.className).toContain('break-words');
    }
  });

  it('shows a closed federation with its closing date and reason under Closed, and every one under All', async () => {
    await open();
    fireEvent.click(screen.getByTestId('company-filter-closed'));
    expect(names()).toEqual(['Backyard Brawl League']);
    const status = screen.getByTestId('company-status').textContent;
    expect(status).toContain('Closed in Week 2, March 2025');
    expect(status).toContain('The fans forgot it.');
    expect(screen.getByTestId('company-card').textContent).toContain('Pop. at close');
    fireEvent.click(screen.getByTestId('company-filter-all'));
    expect(names()).toHaveLength(4);
    fireEvent.change(screen.getByTestId('company-sort'), { target: { value: 'name' } });
    expect(names()).toEqual(['Apex Pro Wrestling', 'Backyard Brawl League', 'Iron Circuit', 'Thunder Valley Wrestling']);
  });

  it('says so when no federation has closed', async () => {
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], companies: SAMPLE_COMPANIES.slice(0, 3) } });
    await open();
    fireEvent.click(screen.getByTestId('company-filter-closed'));
    expect(screen.getByTestId('companies-empty').textContent).toBe('No federation has closed its doors yet.');
  });

  it('shows why the list could not load, and loads it again on Try again', async () => {
    mockedRequest.mockResolvedValueOnce({ ok: false, rejected: false, message: 'The connection to the game was lost.' });
    await open();
    expect(screen.getByTestId('companies-error').textContent).toContain('The connection to the game was lost.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(names()).toHaveLength(3);
  });
});
