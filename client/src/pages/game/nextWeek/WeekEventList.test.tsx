// The week report's money figures: a week that made nothing reads $0 in a neutral colour,
// not in green as if it were a profit.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SimEvent } from '#shared/sim/events.ts';
import { WeekEventList } from './WeekEventList.tsx';

function ledger(afterTax: number): SimEvent {
  return { kind: 'ledgerSettled', federationId: 'player', weekNumber: 3, revenue: Math.max(0, afterTax), expenses: Math.max(0, -afterTax), profit: afterTax, tax: 0, afterTax, fundsAfter: 50_000 } as SimEvent;
}

describe('the week report after tax', () => {
  it('colours a profit green, a loss red and nothing at all neutral', () => {
    const tone = (afterTax: number) => {
      const view = render(<WeekEventList events={[ledger(afterTax)]} />);
      const className = screen.getByTestId('week-ledger-after-tax').className;
      view.unmount();
      return className;
    };
    expect(tone(1200)).toContain('text-success');
    expect(tone(-100)).toContain('text-danger-strong');
    const zero = tone(0);
    expect(zero).not.toContain('text-success');
    expect(zero).not.toContain('text-danger-strong');
  });
});
