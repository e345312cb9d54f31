import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { BillsWarning } from './BillsWarning.tsx';

const federation = (overrides: Partial<ReturnType<typeof sampleGame>['federation']>) => ({ ...sampleGame().federation, ...overrides });

describe('the bills warning', () => {
  it('stays hidden while the funds cover the week', () => {
    const { container } = render(<BillsWarning federation={federation({ funds: 10_000, weekBillsForecast: 4_000, unpaidWeeks: 0 })} />);
    expect(container.textContent).toBe('');
  });

  it('warns a week ahead with the figures and what an unpaid week costs', () => {
    render(<BillsWarning federation={federation({ funds: 1_200, weekBillsForecast: 4_500, unpaidWeeks: 0 })} />);
    const notice = screen.getByTestId('bills-warning');
    expect(notice.textContent).toContain('Your funds will not cover this week’s bills');
    expect(notice.textContent).toContain('This week’s bills come to $4,500 and you have $1,200.');
  });

  it('turns to danger after a missed payroll', () => {
    render(<BillsWarning federation={federation({ funds: 0, weekBillsForecast: 4_500, unpaidWeeks: 1 })} />);
    expect(screen.getByRole('alert').textContent).toContain('Payroll missed 1 week in a row');
    expect(screen.getByRole('alert').textContent).toContain('Another unpaid week and your staff walk out.');
  });
});
