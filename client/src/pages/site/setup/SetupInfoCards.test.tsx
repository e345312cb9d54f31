import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WRESTLERS } from '#shared/data/wrestlers.ts';
import { AI_INITIAL_TIERS } from '#shared/rules/ai.ts';
import { SetupInfoCards } from './SetupInfoCards.tsx';

describe('setup info cards use words that match the game', () => {
  it('counts the talents from the catalog, not a stale "85+"', () => {
    render(<SetupInfoCards />);
    const features = screen.getByTestId('core-features').textContent ?? '';
    expect(features).toContain(`Sign wrestlers from a market of ${WRESTLERS.length} original talents`);
    expect(features).not.toContain('85+');
  });

  it('names the rivals a new game holds and what they compete for', () => {
    render(<SetupInfoCards />);
    const features = screen.getByTestId('core-features').textContent ?? '';
    expect(features).toContain(`Compete with ${AI_INITIAL_TIERS.length} rival federations for wrestlers, TV networks and the global ranking`);
    expect(features).not.toContain('AI federations');
  });

  it('states the starting resources a new federation gets', () => {
    render(<SetupInfoCards />);
    const resources = screen.getByTestId('starting-resources').textContent ?? '';
    expect(resources).toContain('Budget$50,000');
    expect(resources).toContain('Popularity10');
    expect(resources).toContain('Market size10 wrestlers');
    expect(resources).toContain('Start dateWeek 1, January 2025');
  });
});
