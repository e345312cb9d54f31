// The weekly ledger as data (ARCHITECTURE "The weekly ledger is data"): a week's revenue and expenses
// are a list of lines appended by each system; totals, tax and charts read the list.
import type { MonthName } from '#shared/rules/calendar.ts';
import type { TaxPart } from '#shared/rules/ledger.ts';

/** What a line is for. Later systems add kinds (tickets, merchandise, TV, products, ...). */
export type LedgerKind =
  | 'wrestler_salary'
  | 'staff_salary'
  | 'insurance'
  | 'signing_bonus'
  | 'contract_renewal'
  | 'severance'
  | 'training'
  | 'staff_hiring'
  | 'tickets'
  | 'merchandise'
  | 'venue_rental'
  | 'venue_refund'
  | 'venue_licensing'
  | 'appearance_fees'
  | 'product_setup'
  | 'product_costs'
  | 'facility_maintenance'
  | 'venue_upgrade'
  | 'venue_upkeep'
  | 'equipment_depreciation'
  | 'campaign'
  | 'shop'
  | 'tv'
  | 'bank_loan'
  | 'loan_repayment'
  | 'rivalry_action'
  | 'trade_agreement'
  | 'poaching'
  | 'talent_raid'
  | 'joint_show'
  | 'loan_fee_paid'
  | 'loan_fee_received';

export const LEDGER_KIND_LABELS: Readonly<Record<LedgerKind, string>> = {
  wrestler_salary: 'Wrestler salaries',
  staff_salary: 'Staff salaries',
  insurance: 'Insurance',
  signing_bonus: 'Signing bonuses',
  contract_renewal: 'Contract renewals',
  severance: 'Severance',
  training: 'Training',
  staff_hiring: 'Staff hiring',
  tickets: 'Ticket sales',
  merchandise: 'Merchandise',
  venue_rental: 'Venue rental',
  venue_refund: 'Venue refunds',
  venue_licensing: 'Venue licensing',
  appearance_fees: 'Per-appearance fees',
  product_setup: 'Product investments',
  product_costs: 'Product weekly costs',
  facility_maintenance: 'Facility maintenance',
  venue_upgrade: 'Venue upgrades',
  venue_upkeep: 'Venue upgrade upkeep',
  equipment_depreciation: 'Equipment depreciation',
  campaign: 'Marketing campaigns',
  shop: 'Shop',
  tv: 'TV deals',
  bank_loan: 'Bank loans',
  loan_repayment: 'Bank loan repayments',
  rivalry_action: 'Rivalry actions',
  trade_agreement: 'Trade agreements',
  poaching: 'Poaching',
  talent_raid: 'Talent raids',
  joint_show: 'Joint shows',
  loan_fee_paid: 'Loan fees paid',
  loan_fee_received: 'Loan fees received',
};

export interface LedgerLine {
  kind: LedgerKind;
  /** What the player reads, e.g. "Salary: Kit Hollander (x1.25)". */
  label: string;
  /** USD; revenue positive, expenses negative. */
  amount: number;
  /** Paid at once during the week (a signing, a course, a hiring); the others are settled at the advance. */
  paidAt: 'action' | 'weekEnd';
}

/** A settled week of one federation. */
export interface LedgerWeek {
  /** The count of weeks settled so far, 1 for the first. */
  weekNumber: number;
  /** The date of the week that ended. */
  week: number;
  month: MonthName;
  year: number;
  lines: LedgerLine[];
  revenue: number;
  /** Positive USD. */
  expenses: number;
  /** revenue - expenses (the spec's weekly net income, before tax). */
  profit: number;
  tax: number;
  taxParts: TaxPart[];
  /** profit - tax: what the week added to (or took from) the funds. */
  afterTax: number;
  /** Funds when the week began, and after it was settled (floored at 0). */
  fundsBefore: number;
  fundsAfter: number;
  expenseMultiplier: number;
}

/** Settled weeks kept in a save per federation (older ones are dropped). */
export const LEDGER_WEEKS_KEPT = 156;
