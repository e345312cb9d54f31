import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { CompanyPage } from './CompanyPage.tsx';
import { SAMPLE_COMPANIES, samplePage } from './testing/companyFixtures.ts';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const mockedRequest = vi.mocked(requestCommand);

async function open(federationId: string) {
  game.status = 'connected';
  game.state = sampleGame();
  const view = renderAt(`/companies/${federationId}`, <CompanyPage federationId={federationId} />);
  await act(async () => {});
  return view;
}

describe('a company page', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], company: samplePage() } });
  });

  it('shows who they are, their roster with links to each wrestler, their titles and lineages, shows, history and reasons', async () => {
    await open('ai-1');
    expect(mockedRequest).toHaveBeenCalledWith('getCompany', { federationId: 'ai-1' });
    expect(screen.getByTestId('company-name').textContent).toBe('Apex Pro Wrestling');
    expect(screen.getByTestId('company-personality').textContent).toBe('Aggressive: spends big and chases the stars');
    expect(screen.getByText('Strong Style')).toBeTruthy();

    const wrestlers = screen.getAllByTestId('company-wrestler');
    expect(wrestlers).toHaveLength(2);
    expect(within(wrestlers[0]!).getByRole('link', { name: 'Rex Steel' }).getAttribute('href')).toBe('/wrestler/w10');
    expect(wrestlers[0]!.textContent).toContain('Apex World Championship');
    expect(wrestlers[0]!.textContent).toContain('Pop. 72');
    expect(wrestlers[0]!.textContent).toContain('Rating 81');
    expect(screen.getByTestId('company-roster').textContent).not.toMatch(/salary|morale|\$/i);

    const title = screen.getByTestId('company-title');
    expect(title.textContent).toContain('Champion: Rex Steel');
    const lineage = within(title).getAllByTestId('company-lineage-entry').map((e) => e.textContent);
    expect(lineage[0]).toContain('Won the title from Kai Storm at Apex Uprising');
    expect(lineage[1]).toContain('Introduced');

    const show = screen.getByTestId('company-show');
    expect(show.textContent).toContain('Apex Uprising');
    expect(show.textContent).toContain('6.4 ★');
    expect(show.textContent).toContain('Main event: Rex Steel vs. Kai Storm (Rex Steel wins by pinfall)');
    expect(screen.getByTestId('company-shows').textContent).toContain('The newest 1 of 3 shows.');

    expect(screen.getByTestId('company-history-entry').textContent).toContain('Apex Pro Wrestling is founded');
    expect(screen.getByTestId('company-decision').textContent).toContain('Needs a top star to fill the main event');
  });

  it('lays its cards out at their own height and prints a champion\'s title whole', async () => {
    await open('ai-1');
    const grid = screen.getByTestId('company-roster').parentElement!;
    expect(grid.className).toContain('items-start');
    const title = within(screen.getAllByTestId('company-wrestler')[0]!).getByText('Apex World Championship');
    expect(title.className).not.toContain('truncate');
  });

  it('shows a closed federation’s reason, its empty roster and its retired titles', async () => {
    mockedRequest.mockResolvedValue({
      ok: true,
      answer: {
        events: [],
        company: samplePage({
          company: SAMPLE_COMPANIES[3]!,
          roster: [],
          titles: [{ ...samplePage().titles[0]!, isActive: false, holderId: null, holderName: 'Vacant' }],
          history: [
            { weekIndex: 9, week: 2, month: 'March', year: 2025, kind: 'closed', headline: 'Backyard Brawl League closes', text: 'The fans forgot it.' },
            { weekIndex: 0, week: 1, month: 'January', year: 2025, kind: 'founded', headline: 'Backyard Brawl League is founded', text: '' },
          ],
        }),
      },
    });
    await open('ai-3');
    expect(screen.getByTestId('company-closed').textContent).toBe('Closed in Week 2, March 2025: The fans forgot it.');
    expect(screen.getByTestId('company-roster-empty').textContent).toBe('Its wrestlers left when it closed.');
    const title = screen.getByTestId('company-title');
    expect(title.textContent).toContain('Retired');
    expect(title.textContent).toContain('Last holder: Rex Steel');
    expect(within(title).getAllByTestId('company-lineage-entry')).toHaveLength(2);
    expect(screen.getAllByTestId('company-history-entry').map((e) => e.dataset.kind)).toEqual(['closed', 'founded']);
  });

  it('says an unknown federation does not exist, with a link back', async () => {
    mockedRequest.mockResolvedValue({ ok: false, rejected: true, message: 'That federation does not exist.' });
    await open('nope');
    const notice = screen.getByTestId('company-not-found');
    expect(notice.textContent).toContain('This federation does not exist');
    expect(within(notice).getByRole('link', { name: 'See every company' }).getAttribute('href')).toBe('/companies');
  });

  it('shows your own federation without a promoter section', async () => {
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], company: samplePage({ company: SAMPLE_COMPANIES[0]!, personality: null, personalityHint: null, style: null, gimmick: null, decisions: [] }) } });
    await open('f1');
    expect(screen.getByText('You')).toBeTruthy();
    expect(screen.queryByTestId('company-decisions')).toBeNull();
    expect(screen.queryByTestId('company-personality')).toBeNull();
  });
});
