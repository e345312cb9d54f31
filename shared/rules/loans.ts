// Loans of wrestlers between federations: the figures the spec leaves to us (docs/rules/diplomacy.md
// "Loans"). The spec's own figures (the fee per skill point, the allied discount, the hostile surcharge, the
// relationship change) stay in rules/diplomacy.ts; these are our design, each with why.

/**
 * Weeks a loan may last (inclusive). At least one week, so the fee is paid at least once; at most twelve,
 * a quarter of a year: long enough to build a feud around the loanee, short enough that the lender keeps
 * the wrestler's career and the borrower cannot keep a star for a season at a loan's price.
 */
export const LOAN_MIN_WEEKS = 1;
export const LOAN_MAX_WEEKS = 12;

/**
 * The one protective term a lender may set (spec: silent). 'noCleanLoss': the loanee may not lose clean
 * (no pinfall, submission, prize retrieval or cage escape against them, rules/finishes.ts clean finishes);
 * a cheap loss (count-out, disqualification), a draw or a no contest is allowed. It protects what the
 * lender cares about (the wrestler's standing with the crowd) without taking the borrower's card away.
 */
export const LOAN_TERMS = ['none', 'noCleanLoss'] as const;
export type LoanTermName = (typeof LOAN_TERMS)[number];

export const LOAN_TERM_LABELS: Readonly<Record<LoanTermName, string>> = {
  none: 'No terms',
  noCleanLoss: 'No clean losses',
};

/** What each term means, as the screens and the help explain it. */
export const LOAN_TERM_EXPLANATIONS: Readonly<Record<LoanTermName, string>> = {
  none: 'The borrower books the wrestler as they like.',
  noCleanLoss:
    'The wrestler may not lose clean (pinfall, submission, prize or cage escape) while on loan: the borrower can book a win, a count-out or disqualification loss, a draw or a no contest, and a finish left to the match never ends in a clean loss for them.',
};

// ---- A computer-run federation's answer (diplomacy/loanConsent.ts) ----
/**
 * A computer-run borrower takes a loan only when its funds cover the whole cost (the fee and the loanee's
 * salary, which the borrower pays) this many times over: it borrows to improve its card, never at the risk
 * of its wages (its own release rule keeps weeks of them).
 */
export const AI_LOAN_FUNDS_COVER = 3;
/**
 * A computer-run borrower takes a wrestler whose rating is at least this share of its roster's average
 * (1 = as good as its average hand), unless its roster is below AI_ROSTER_SIZE.min: a loanee must add to
 * the card, or fill a roster that cannot fill one.
 */
export const AI_LOAN_MIN_RATING_SHARE = 1;
/**
 * A computer-run lender keeps its best this many wrestlers (by rating): its stars carry its own shows. A
 * lender short of money (below AI_LOAN_NEEDY_FUNDS) lends anyone but a champion: the fee pays its wages.
 */
export const AI_LOAN_KEEPS_TOP = 3;
/** USD: below this a computer-run lender lends even its best (see AI_LOAN_KEEPS_TOP). */
export const AI_LOAN_NEEDY_FUNDS = 50_000;
/** Ended loans kept in the world for the screens (the active ones are always kept). */
export const ENDED_LOANS_KEPT = 40;
