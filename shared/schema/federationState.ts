// The federation's own figures in the synced state (a part of FederationPrivateState): funds, popularity,
// the weekly totals, and the week figures with their change that the dashboard and the week report show.
import { schema, t, type SchemaType } from '@colyseus/schema';

/** Week figures (shared/sim/week/weekFigures.ts): funds in USD, popularity, wrestlers; or a change of them. */
export const WeekFiguresState = schema(
  {
    funds: t.float64().default(0),
    popularity: t.float64().default(0),
    wrestlers: t.int16().default(0),
  },
  'WeekFiguresState',
);
export type WeekFiguresState = SchemaType<typeof WeekFiguresState>;

/** Two week figures and the change between them, in the units the screens show (whole dollars, tenths). */
export const WeekChangeState = schema({ from: WeekFiguresState, to: WeekFiguresState, change: WeekFiguresState }, 'WeekChangeState');
export type WeekChangeState = SchemaType<typeof WeekChangeState>;

/** The bank loan being repaid (shared/rules/bankLoan.ts BankLoan); `active` false when there is none. */
export const BankLoanState = schema(
  {
    active: t.boolean().default(false),
    amount: t.float64().default(0),
    interest: t.float64().default(0),
    weeklyRepayment: t.float64().default(0),
    weeks: t.uint8().default(0),
    weeksLeft: t.uint8().default(0),
    owed: t.float64().default(0),
    missedInARow: t.uint8().default(0),
  },
  'BankLoanState',
);
export type BankLoanState = SchemaType<typeof BankLoanState>;

export const FederationState = schema(
  {
    id: t.string().default(''),
    name: t.string().default(''),
    logo: t.string().default(''),
    // USD and popularity as float64: float32 would turn 9.8 into 9.800000190734863.
    funds: t.float64().default(0),
    popularity: t.float64().default(0),
    /** Now against last week's opening figures: the dashboard's "from last week". */
    changeFromLastWeek: WeekChangeState,
    /** Last week from its opening to its closing: the week report's figures. */
    lastWeekChange: WeekChangeState,
    weeklyRevenue: t.float64().default(0),
    weeklyExpenses: t.float64().default(0),
    totalWrestlers: t.uint16().default(0),
    socialFollowers: t.float64().default(0),
    /** This week's fixed bills (salaries, staff, insurance, products, upkeep) when it is settled, USD. */
    weekBillsForecast: t.float64().default(0),
    /** Weeks in a row whose bills were not fully paid. */
    unpaidWeeks: t.uint8().default(0),
    /** "Run my unrun shows automatically": Next Week runs them instead of asking. */
    autoRunShows: t.boolean().default(false),
    bankLoan: BankLoanState,
    /** Bank loans taken since the federation was founded. */
    loansTaken: t.uint16().default(0),
    /** True once the bank closed the federation (game over). */
    closed: t.boolean().default(false),
  },
  'FederationState',
);
export type FederationState = SchemaType<typeof FederationState>;
