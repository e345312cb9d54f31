// What a ticket price does to a show (docs/rules/shows.md "Ticket price"): how many fans want to come at a
// price against the seats, and the expected profit and popularity at a handful of prices (the fair price,
// the price that just fills the venue, the price set, and a few around them). It reads the attendance's own
// inputs (attendanceBreakdown.ts AttendanceInput) and counts the fans with attendance(), the function the
// night sells its tickets with, so the booking page's and the create-show dialog's figures are the night's.
// The player still chooses the price: this only says what each one should do.
import { roundMoney } from '#shared/rules/ledger.ts';
import { formatNumberUs, formatUsdPlain } from '#shared/rules/money.ts';
import { attendance, gougingPopularityChange, marketShare, TICKET_PRICE_MAX_USD, TICKET_PRICE_MIN_USD, wholeFairTicketPrice } from '#shared/rules/shows.ts';
import type { AttendanceInput } from './attendanceBreakdown.ts';

/** What a listed price is: the one set now, the fair price, the highest price that still fills every seat. */
export type PricePointTag = 'current' | 'fair' | 'fills';

/** Multiples of the fair price the table lists beside the fair, filling and current prices: a bargain and two dear prices. */
export const DEMAND_TABLE_FAIR_MULTIPLES = [0.75, 1.5, 2] as const;

export interface PricePoint {
  /** USD a ticket. */
  price: number;
  /** Fans who want a ticket at this price, before the seats cap them. */
  demand: number;
  /** Tickets sold: the demand capped by the seats. */
  fans: number;
  /** Ticket money, USD. */
  tickets: number;
  /** Ticket money less the night's costs at this price, USD. */
  profit: number;
  /** Popularity points the crowd takes off for the price (0, or negative over the gouging tolerance). */
  popularity: number;
  tags: PricePointTag[];
}

export interface TicketDemand {
  /** The price set, USD. */
  price: number;
  /** Fans who want to come at the price set, before the seats. */
  demand: number;
  /** Seats. */
  capacity: number;
  /** Tickets sold at the price set. */
  fans: number;
  /** The fair price in whole dollars, rounded down (what the create-show dialog proposes). */
  fairPrice: number;
  /** The highest whole-dollar price whose demand still fills every seat; null when not even the cheapest ticket does. */
  fillPrice: number | null;
  /** The listed prices, cheapest first. */
  points: PricePoint[];
}

/** Fans who want a ticket at `price`, before the seats: attendance() of the same inputs with no seat limit. */
export function demandAt(input: AttendanceInput, price: number): number {
  return attendance(input.expectedRating, input.popularity, price, Number.POSITIVE_INFINITY, extraShare(input), marketShare(input.place));
}

function extraShare(input: AttendanceInput): number {
  // The same sum, in the same order, as attendanceBreakdown's, so the figures match to the fan.
  return input.advertisingShare + input.rivalryDraw + input.upgradeShare + input.surgeShare;
}

/** The highest whole-dollar price in the ticket range whose demand fills `capacity` (demand falls as the price climbs). */
export function fillPrice(input: AttendanceInput): number | null {
  let low = Math.ceil(TICKET_PRICE_MIN_USD);
  let high = Math.floor(TICKET_PRICE_MAX_USD);
  if (demandAt(input, low) < input.capacity) return null;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (demandAt(input, mid) >= input.capacity) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** What the night costs: a sum whatever the price, or a sum of the price (a venue that keeps a share of the tickets). */
export type NightCosts = number | ((price: number) => number);

function pointAt(input: AttendanceInput, price: number, costs: NightCosts): Omit<PricePoint, 'tags'> {
  const demand = demandAt(input, price);
  const fans = Math.max(0, Math.min(Math.floor(input.capacity), demand));
  const tickets = roundMoney(fans * price);
  const cost = typeof costs === 'number' ? costs : costs(price);
  return { price, demand, fans, tickets, profit: roundMoney(tickets - cost), popularity: gougingPopularityChange(price, input.popularity) };
}

const inRange = (price: number) => Math.min(TICKET_PRICE_MAX_USD, Math.max(TICKET_PRICE_MIN_USD, price));

/**
 * The demand at the price set (`input.ticketPrice`) and the expected profit at a handful of prices, each
 * less the night's `costs` (rental, licence, appearance fees; the create-show dialog's are its venue
 * outlook's at each price).
 */
export function ticketDemand(input: AttendanceInput, costs: NightCosts): TicketDemand {
  const fair = wholeFairTicketPrice(input.popularity);
  const fills = fillPrice(input);
  const tagged = new Map<number, PricePointTag[]>();
  const add = (price: number, tag?: PricePointTag) => {
    const tags = tagged.get(price) ?? [];
    if (tag) tags.push(tag);
    tagged.set(price, tags);
  };
  add(input.ticketPrice, 'current');
  add(inRange(fair), 'fair');
  if (fills !== null) add(fills, 'fills');
  for (const multiple of DEMAND_TABLE_FAIR_MULTIPLES) add(inRange(Math.round(fair * multiple)));
  const points = [...tagged.entries()].sort(([a], [b]) => a - b).map(([price, tags]) => ({ ...pointAt(input, price, costs), tags }));
  const current = points.find((p) => p.tags.includes('current'))!;
  return { price: input.ticketPrice, demand: current.demand, capacity: Math.floor(input.capacity), fans: current.fans, fairPrice: fair, fillPrice: fills, points };
}

/** "About 1,800" for a crowd: to the nearest ten under a thousand, the nearest hundred above (a forecast, not a count). */
export function aboutFans(fans: number): number {
  if (fans < 100) return fans;
  return fans < 1_000 ? Math.round(fans / 10) * 10 : Math.round(fans / 100) * 100;
}

/** The demand line: "About 1,800 want to come at $30; you have 100 seats." */
export function demandSentence(demand: Pick<TicketDemand, 'demand' | 'price' | 'capacity'>): string {
  const want = aboutFans(demand.demand);
  const who = want === 0 ? 'No one wants' : want === 1 ? 'One fan wants' : `${want < 100 ? '' : 'About '}${formatNumberUs(want)} want`;
  return `${who} to come at $${formatUsdPlain(demand.price)}; you have ${formatNumberUs(demand.capacity)} seats.`;
}
