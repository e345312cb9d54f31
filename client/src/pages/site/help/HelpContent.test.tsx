import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '#client/test/renderAt.tsx';
import { HelpContent } from './HelpContent.tsx';
import { HelpPage } from './HelpPage.tsx';

const expanded = (button: HTMLElement) => button.getAttribute('aria-expanded');

describe('HelpContent', () => {
  it('has the overview, the four accordions and the game progression', () => {
    render(<HelpContent />);
    for (const name of ['Game Overview', 'Getting Started', 'Advanced Management', 'The Wrestling World', 'Strategy & Tips', 'Game Progression']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    const text = document.body.textContent ?? '';
    expect(text).toContain('Weeks 1-4');
    expect(text).toContain('Foundation');
    expect(text).toContain('Weeks 5-12');
    expect(text).toContain('Growth');
    expect(text).toContain('Week 13+');
    expect(text).toContain('Expansion');
    expect(text).toContain('Sign 6-8 wrestlers');
  });

  it('keeps one topic open at a time in an accordion, and a second click closes it', () => {
    render(<HelpContent />);
    const accordion = within(screen.getByTestId('help-accordion-getting-started'));
    const [first, second] = accordion.getAllByRole('button');
    if (!first || !second) throw new Error('expected topics');
    expect(expanded(first)).toBe('false');
    expect(expanded(second)).toBe('false');

    fireEvent.click(first);
    expect(expanded(first)).toBe('true');
    fireEvent.click(second);
    expect(expanded(first)).toBe('false');
    expect(expanded(second)).toBe('true');
    fireEvent.click(second);
    expect(expanded(second)).toBe('false');
  });

  it('opens a topic from the keyboard and moves between topics with the arrow keys', () => {
    render(<HelpContent />);
    const accordion = within(screen.getByTestId('help-accordion-getting-started'));
    const [first, second] = accordion.getAllByRole('button');
    if (!first || !second) throw new Error('expected topics');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    // A button activates on Enter/Space as a click.
    fireEvent.click(second);
    expect(expanded(second)).toBe('true');
  });

  it('explains the rival federations by the spec’s figures: the start, the show chance, closing and emergence, and aging', () => {
    render(<HelpContent />);
    const open = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));
    open(/Rival federations/);
    let text = document.body.textContent ?? '';
    for (const figure of ['popularity 80-99', '(40-59)', '(10-29)', '6-11 wrestlers', '2-4 championships', 'chance of 60%', '0.2 popularity']) expect(text).toContain(figure);
    open(/Federations close, new ones appear/);
    text = document.body.textContent ?? '';
    for (const figure of ['popularity under 10 and funds under $25,000', '8 losing weeks', 'popularity under 5;', 'funds under $10,000 after 4 losing weeks', '2% chance', 'fewer than 5 rivals', '15% chance']) expect(text).toContain(figure);
    open(/Wrestlers age and retire/);
    text = document.body.textContent ?? '';
    for (const figure of ['1% at 30', '2.5% more', 'retires by 50', 'vacates the title']) expect(text).toContain(figure);
  });

  it('says what a player can do with the rival promotions today: compete, follow them, and deal with them from their page', () => {
    render(<HelpContent />);
    fireEvent.click(screen.getByRole('button', { name: /^Rival promotions$/ }));
    const text = document.body.textContent ?? '';
    expect(text).not.toContain('Allies lend wrestlers');
    expect(text).not.toContain('not in the game yet');
    expect(text).toContain('Relations section');
    expect(text).toContain('RumbleFeed');
  });

  it('explains relationships, rivalry actions, poaching and raids by their figures', () => {
    render(<HelpContent />);
    const open = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));
    open(/Relationships with other federations/);
    let text = document.body.textContent ?? '';
    for (const figure of ['hostile at -50 or less', 'allied at 50 or more', 'rumours -15', 'a raid -35']) expect(text).toContain(figure);
    open(/^Rivalry actions$/);
    text = document.body.textContent ?? '';
    for (const figure of ['Spread rumours ($10,000)', '70% chance the target loses 2-5 popularity', 'Media war ($25,000)', 'Alliance ($5,000)', 'Trade agreement ($2,000)', '$150 a week']) expect(text).toContain(figure);
    open(/Poaching and talent raids/);
    text = document.body.textContent ?? '';
    for (const figure of ['2.5 x their salary', '52-week', '$50,000 plus their salaries', 'leaves gladly', 'vacates the title']) expect(text).toContain(figure);
  });

  it('explains the rivals\' dealings and their offers: what each personality does, Accept and Decline, the two weeks, the cooldowns', () => {
    render(<HelpContent />);
    fireEvent.click(screen.getByRole('button', { name: /Offers and the rivals' dealings/ }));
    const text = document.body.textContent ?? '';
    for (const figure of ['spreads rumours', 'proposes joint shows', 'trade agreements and alliances', 'asks to borrow', 'likelier to hit back', 'within 2 weeks', 'at most 1 dealing a week', 'rests 3 weeks', 'alone for 16 weeks', 'at most 1 a week from all of them']) {
      expect(text).toContain(figure);
    }
  });

  it('names the dealings with the rivals in the overview, as the game has them', () => {
    render(<HelpContent />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('Computer-run promotions compete for the same fans, wrestlers and TV networks.');
    expect(text).toContain('deal with them on their pages: ally, lend and borrow wrestlers, hold joint shows, or spread rumours, poach and raid.');
    expect(text).toContain('Pass the rival promotions in the Global Ranking.');
  });

  it('names the stats, contract types and ranges the game uses', () => {
    render(<HelpContent />);
    const open = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));
    open(/Wrestler stats/);
    const stats = document.body.textContent ?? '';
    for (const word of ['Strength', 'Agility', 'Technical', 'Stamina']) expect(stats).toContain(word);
    open(/Contracts/);
    expect(screen.getByText('Per Appearance')).toBeTruthy();
    expect(screen.getByText('Permanent Deal')).toBeTruthy();
    expect(screen.getByText('weekly salary')).toBeTruthy();
    open(/^Rivalries$/);
    expect(screen.getByText('intensity runs from 0 to 100')).toBeTruthy();
    open(/Shows and match quality/);
    expect(screen.getByText('0 to 10 stars')).toBeTruthy();
    open(/Federation popularity/);
    expect(screen.getByText('0 to 100')).toBeTruthy();
  });
});

describe('HelpPage', () => {
  it('links Back to Game to /start and sets the page title', () => {
    renderAt('/help', <HelpPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Game' }).getAttribute('href')).toBe('/start');
    expect(document.title).toBe('Help Center | Main Event Mogul');
  });
});
