// What happens to a federation that cannot pay its bills (our design; the spec only floors funds at 0,
// docs/rules/ledger.md "When the money runs out"). Funds never go below 0, but an unpaid week is never
// free: the people who were not paid react, more each week it goes on, and the screens warn a week ahead.

/** Morale lost by every signed wrestler in a week their wages were not fully paid. */
export const UNPAID_MORALE_LOSS = 10;
/** After this many unpaid weeks in a row the hired staff walk out (back to the candidates). */
export const STAFF_WALKOUT_UNPAID_WEEKS = 2;
/** After this many unpaid weeks in a row, wrestlers below WALKOUT_MORALE leave (12-week rehire ban). */
export const WRESTLER_WALKOUT_UNPAID_WEEKS = 3;
export const WALKOUT_MORALE = 40;
