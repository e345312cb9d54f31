import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestCommand } from '#client/net/gameConnection.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { BankLoanNotice } from '../dashboard/BankLoanNotice.tsx';
import { BankLoanPanel } from './BankLoanPanel.tsx';
import { LoanDialog } from './LoanDialog.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const mockedRequest = vi.mocked(requestCommand);
type Federation = ReturnType<typeof sampleGame>['federation'];
const federation = (overrides: Partial<Federation> = {}): Federation => ({ ...sampleGame().federation, ...overrides });
const activeLoan = (overrides: Partial<Federation['bankLoan']> = {}) => ({ active: true, amount: 10_000, interest: 2_000, weeklyRepayment: 600, weeks: 20, weeksLeft: 18, owed: 10_800, missedInARow: 0, ...overrides });

describe('the loan dialog', () => {
  beforeEach(() => mockedRequest.mockClear());

  it('shows amount, interest, weekly repayment, weeks and total before accepting, and follows the amount chosen', () => {
    render(<LoanDialog open onOpenChange={() => {}} popularity={10} funds={0} weekBills={2_100} />);
    const terms = screen.getByTestId('loan-terms');
    // Four weeks of $2,100 bills, in whole $1,000 steps: $9,000.
    expect(within(terms).getByTestId('loan-amount').textContent).toBe('$9,000');
    expect(within(terms).getByTestId('loan-interest').textContent).toBe('$1,800');
    expect(within(terms).getByTestId('loan-weekly').textContent).toBe('$540');
    expect(within(terms).getByTestId('loan-weeks').textContent).toBe('20 weeks');
    expect(within(terms).getByTestId('loan-total').textContent).toBe('$10,800');
    const select = screen.getByLabelText('Amount') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value).at(-1)).toBe('15000');
    fireEvent.change(select, { target: { value: '15000' } });
    expect(screen.getByTestId('loan-total').textContent).toBe('$18,000');
    expect(screen.getByTestId('confirm-loan').textContent).toBe('Borrow $15,000');
    expect(mockedRequest).not.toHaveBeenCalled();
  });

  it('borrows the chosen amount through takeBankLoan and closes', async () => {
    const onOpenChange = vi.fn();
    render(<LoanDialog open onOpenChange={onOpenChange} popularity={10} funds={0} weekBills={500} />);
    fireEvent.click(screen.getByTestId('confirm-loan'));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(mockedRequest).toHaveBeenCalledWith('takeBankLoan', { amount: 2_000 });
  });
});

describe('the bank on the Finances page', () => {
  beforeEach(() => mockedRequest.mockClear());

  it('says when the bank lends while the funds are high', () => {
    render(<BankLoanPanel federation={federation({ funds: 50_000 })} />);
    expect(screen.getByTestId('bank-no-offer').textContent).toContain('The bank lends only to federations with less than $5,000 in funds');
    expect(screen.queryByTestId('open-loan-dialog')).toBeNull();
  });

  it('offers the loan below $5,000 and opens its terms', () => {
    render(<BankLoanPanel federation={federation({ funds: 4_999, weekBillsForecast: 1_000 })} />);
    expect(screen.getByTestId('bank-offer').textContent).toContain('up to $15,000');
    fireEvent.click(screen.getByTestId('open-loan-dialog'));
    expect(screen.getByTestId('loan-dialog')).toBeTruthy();
  });

  it('shows the loan being repaid, the missed repayments, and repays early when the funds allow', async () => {
    const { rerender } = render(<BankLoanPanel federation={federation({ funds: 100, bankLoan: activeLoan({ missedInARow: 2 }) })} />);
    expect(screen.getByTestId('loan-owed').textContent).toBe('$10,800');
    expect(screen.getByTestId('loan-weeks-left').textContent).toBe('18 of 20');
    expect(screen.getByTestId('loan-missed').textContent).toContain('2 repayments missed in a row');
    expect((screen.getByTestId('repay-loan') as HTMLButtonElement).disabled).toBe(true);
    rerender(<BankLoanPanel federation={federation({ funds: 20_000, bankLoan: activeLoan() })} />);
    expect(screen.queryByTestId('loan-missed')).toBeNull();
    fireEvent.click(screen.getByTestId('repay-loan'));
    await waitFor(() => expect(mockedRequest).toHaveBeenCalledWith('repayBankLoan', {}));
  });
});

describe('the bank on the dashboard', () => {
  it('shows nothing with money in the bank and no loan', () => {
    const { container } = render(<BankLoanNotice federation={federation({ funds: 50_000 })} />);
    expect(container.textContent).toBe('');
  });

  it('shows the offer with its terms a click away', () => {
    render(<BankLoanNotice federation={federation({ funds: 0, weekBillsForecast: 1_500 })} />);
    expect(screen.getByTestId('bank-offer-notice').textContent).toContain('The bank will lend you up to $15,000');
    fireEvent.click(screen.getByTestId('dashboard-open-loan'));
    expect(screen.getByTestId('loan-dialog')).toBeTruthy();
  });

  it('warns the week before the end: three repayments missed, the bills not covered', () => {
    render(<BankLoanNotice federation={federation({ funds: 0, weekBillsForecast: 600, bankLoan: activeLoan({ missedInARow: 3 }) })} />);
    const warning = screen.getByTestId('closing-warning');
    expect(warning.textContent).toContain('Your federation closes at the end of this week');
    expect(warning.textContent).toContain('You missed 3 bank loan repayments in a row');
  });

  it('no warning at two missed', () => {
    const { container } = render(<BankLoanNotice federation={federation({ funds: 0, weekBillsForecast: 600, bankLoan: activeLoan({ missedInARow: 2 }) })} />);
    expect(container.textContent).toBe('');
  });
});
