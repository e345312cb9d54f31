import { describe, expect, it } from 'vitest';
import { describeSimEvent } from './describeSimEvent.ts';
import { formatFunds, formatPopularity, formatUsd, labelList } from './format.ts';

describe('formats', () => {
  it('shows dollars without decimals', () => {
    expect(formatUsd(50000)).toBe('$50,000');
    expect(formatUsd(1234.56)).toBe('$1,235');
    expect(formatUsd(-2500)).toBe('-$2,500');
  });

  it('shows funds one way everywhere: whole dollars rounded down, as the save slot stores them', () => {
    expect(formatFunds(1234.99)).toBe('$1,234');
    expect(formatFunds(1234)).toBe('$1,234');
    // The header's figure and the slot's (funds floored when saved) agree.
    expect(formatFunds(50_000.5)).toBe(formatFunds(Math.floor(50_000.5)));
    expect(formatFunds(0.4)).toBe('$0');
  });

  it('shows popularity with at most one decimal', () => {
    expect(formatPopularity(10)).toBe('10');
    expect(formatPopularity(9.8)).toBe('9.8');
  });

  it('joins labels into one phrase, keeping acronyms', () => {
    expect(labelList(['Ticket sales', 'Merchandise', 'TV deals'])).toBe('Ticket sales, merchandise and TV deals');
    expect(labelList(['Ticket sales', 'Merchandise'])).toBe('Ticket sales and merchandise');
    expect(labelList(['Ticket sales'])).toBe('Ticket sales');
    expect(labelList([])).toBe('');
  });

  it('describes week report events', () => {
    expect(describeSimEvent({ kind: 'weekAdvanced', week: 2, month: 'January', year: 2025 })).toBe('Now Week 2, January 2025');
    expect(describeSimEvent({ kind: 'popularityChanged', federationId: 'f1', from: 10, to: 9.8, reason: 'No show was completed this week' })).toBe(
      'Popularity 10 → 9.8: No show was completed this week',
    );
  });
});
