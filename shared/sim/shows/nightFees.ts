// Night fees are paid from the night's takings (our design, docs/rules/shows.md "Shows and
// venues"). A show's licensing and per-appearance fees are due on the night, but its tickets were sold on
// the announced card before the bell: the ticket money is known before anyone is paid (the crowd comes
// from the card's expected rating, never from the luck of the night), so it counts towards the fees. The
// night's other takings (merchandise, the TV episode) depend on how the show goes and do not count.
// Pay order on the night: the ticket money comes in first, then the venue licence, then each appearance
// fee, then the merchandise after the show. So funds never go below $0 at any step of the night.
import { roundMoney } from '#shared/rules/ledger.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';
import type { Federation } from '../world.ts';

/** What the check reads of a show: its fees due on the night and its ticket money, USD. */
export interface NightMoney {
  /** Licensing and per-appearance fees, USD. */
  nightCosts: number;
  /** Ticket sales on the announced card (attendance x price), USD. */
  ticketRevenue: number;
}

/**
 * Why the federation cannot pay this show's night fees, or null when it can: a show runs when funds plus
 * its ticket sales cover its fees (exactly covered runs). The one rule both the run (a refusal) and the
 * booking page's expected figures (a problem shown before Start) use.
 */
export function nightFeesProblem(federation: Pick<Federation, 'funds'>, night: NightMoney): string | null {
  if (roundMoney(federation.funds + night.ticketRevenue) >= roundMoney(night.nightCosts)) return null;
  return `This show's night fees ($${formatUsdPlain(night.nightCosts)}) are more than your funds ($${formatUsdPlain(federation.funds)}) plus its expected ticket sales ($${formatUsdPlain(night.ticketRevenue)}).`;
}
