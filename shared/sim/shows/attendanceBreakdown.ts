// The attendance figure with its reasons (spec §9 "Attendance"; docs/rules/shows.md
// "Attendance"). One pure function takes the formula step by step: the crowd a card of the expected rating
// draws at the federation's popularity at the fair price, then the ticket price, the advertising level's draw, the rivalry draw, the venue
// upgrades, the audience surge, the market split between the federation's shows of the week, and the seats.
// Each step's difference in fans is a part, so the parts sum to the figure, and the figure is attendance()
// itself: expectedAttendance (the booking page) and runShow (the tickets sold) both read it, so the figure
// and its parts cannot drift.
import { formatNumberUs, formatUsdPlain } from '#shared/rules/money.ts';
import {
  attendance,
  ATTENDANCE_POPULARITY_DIVISOR,
  ATTENDANCE_QUALITY_DIVISOR,
  fairTicketPrice,
  marketShare,
  priceFactor,
  SHOW_MAX_WEEKS_AHEAD,
} from '#shared/rules/shows.ts';
import type { Show } from './show.ts';

/** What the attendance reads: all plain numbers, so the client can run it on its mirror. */
export interface AttendanceInput {
  expectedRating: number;
  popularity: number;
  ticketPrice: number;
  /** Seats, with the federation's capacity upgrades. */
  capacity: number;
  /** Extra share of fans from the card's hottest rivalry (0.1 = +10%). */
  rivalryDraw: number;
  /** Extra share of fans from the federation's advertising level (products.ts). */
  advertisingShare: number;
  /** Extra share of fans from the venue upgrades of this venue's type. */
  upgradeShare: number;
  /** Extra share of fans from an audience surge. */
  surgeShare: number;
  /** The show's place among the federation's shows of its week, in booking order (1 = the first). */
  place: number;
}

export const ATTENDANCE_PART_KINDS = ['drawn', 'price', 'advertising', 'rivalry', 'upgrades', 'surge', 'market', 'capacity'] as const;
export type AttendancePartKind = (typeof ATTENDANCE_PART_KINDS)[number];

export interface AttendancePart {
  kind: AttendancePartKind;
  /** Plain words a player reads. */
  label: string;
  /** Fans this step adds (negative: takes away). */
  fans: number;
}

export interface AttendanceBreakdown {
  /** Fans: the sum of the parts. */
  value: number;
  /** Fans who want a ticket before the seats cap them. */
  demand: number;
  capacity: number;
  soldOut: boolean;
  place: number;
  /** The multipliers of the formula, for the curious: 150000 x rating x popularity x price x (1 + extra) x market. */
  factors: { rating: number; popularity: number; price: number; extra: number; market: number };
  parts: AttendancePart[];
  /** What it was computed from (the booking page's venue picker recomputes it at other venues). */
  input: AttendanceInput;
}

const percent = (share: number) => `+${Math.round(share * 100)}%`;
const times = (factor: number) => `x${factor.toFixed(2)}`;

/** 1st, 2nd, 3rd, 4th, 11th... */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** The words of a step's part, written only for a part kept (a neutral step is usually left out). */
function stepLabel(kind: AttendancePartKind, input: AttendanceInput, fair: number, share: number): string {
  const { expectedRating: rating, popularity, ticketPrice, capacity, place } = input;
  switch (kind) {
    case 'drawn':
      return `Popularity ${popularity} and a ${rating.toFixed(1)}-star card, at the fair price of $${formatUsdPlain(fair)}`;
    case 'price':
      return `Ticket price $${formatUsdPlain(ticketPrice)} (${times(priceFactor(ticketPrice, popularity))})`;
    case 'advertising':
      return `Advertising (${percent(input.advertisingShare)})`;
    case 'rivalry':
      return `Rivalry draw (${percent(input.rivalryDraw)})`;
    case 'upgrades':
      return `Venue upgrades (${percent(input.upgradeShare)})`;
    case 'surge':
      return `Audience surge (${percent(input.surgeShare)})`;
    case 'market':
      return `${ordinal(place)} show of your week: fans share it with your ${place === 2 ? 'earlier show' : `${place - 1} earlier shows`} (${times(share)})`;
    case 'capacity':
      return `Sold out: ${formatNumberUs(Math.max(0, capacity))} seats`;
  }
}

/** The attendance and its parts. `value` is exactly attendance() of the same inputs. */
export function attendanceBreakdown(input: AttendanceInput): AttendanceBreakdown {
  const { expectedRating: rating, popularity, ticketPrice, capacity, rivalryDraw, advertisingShare, upgradeShare, surgeShare, place } = input;
  const share = marketShare(place);
  const extra = advertisingShare + rivalryDraw + upgradeShare + surgeShare;
  const fair = fairTicketPrice(popularity);
  const uncapped = Number.POSITIVE_INFINITY;
  // The fans after each step, in ATTENDANCE_PART_KINDS order (each step adds its share to the ones before).
  const demand = attendance(rating, popularity, ticketPrice, uncapped, extra, share);
  const value = attendance(rating, popularity, ticketPrice, capacity, extra, share);
  const fansAfter = [
    attendance(rating, popularity, fair, uncapped),
    attendance(rating, popularity, ticketPrice, uncapped),
    attendance(rating, popularity, ticketPrice, uncapped, advertisingShare),
    attendance(rating, popularity, ticketPrice, uncapped, advertisingShare + rivalryDraw),
    attendance(rating, popularity, ticketPrice, uncapped, advertisingShare + rivalryDraw + upgradeShare),
    attendance(rating, popularity, ticketPrice, uncapped, extra),
    demand,
    value,
  ];
  // A step that changes nothing by its terms (x1, +0%, the first show of the week, not sold out).
  const neutral = [false, ticketPrice === fair, advertisingShare === 0, rivalryDraw === 0, upgradeShare === 0, surgeShare === 0, place <= 1, value === demand];

  const parts: AttendancePart[] = [];
  let previous = 0;
  for (let step = 0; step < ATTENDANCE_PART_KINDS.length; step += 1) {
    const fans = fansAfter[step]! - previous;
    // A neutral step is left out unless rounding moved a fan; its words are written only when it is kept
    // (every show of the world's week sells its tickets here, and most steps are neutral).
    if (neutral[step] && fans === 0) continue;
    const kind = ATTENDANCE_PART_KINDS[step]!;
    parts.push({ kind, label: stepLabel(kind, input, fair, share), fans });
    previous = fansAfter[step]!;
  }
  return {
    value,
    demand,
    capacity,
    soldOut: value < demand,
    place,
    factors: {
      rating: (rating / ATTENDANCE_QUALITY_DIVISOR) ** 2,
      popularity: (popularity / ATTENDANCE_POPULARITY_DIVISOR) ** 2,
      price: priceFactor(ticketPrice, popularity),
      extra: 1 + extra,
      market: share,
    },
    parts,
    input: { ...input },
  };
}

/**
 * A show's place among its federation's shows of the same week, in booking order (1 = the first booked).
 * Booking order, not running order, so the booking page's figure is the night's whatever order the shows
 * run in; a show cancelled before it runs moves the later ones up.
 *
 * world.shows is in creation order and a show is created at most SHOW_MAX_WEEKS_AHEAD weeks before its
 * week (history/compact.ts makes the same walk): walking back from the newest, once a show's week is more
 * than that before this show's week, no older show can share its week. The cost does not grow with the
 * years played.
 */
export function placeInWeek(shows: readonly Pick<Show, 'id' | 'federationId' | 'weekIndex'>[], show: Pick<Show, 'id' | 'federationId' | 'weekIndex'>): number {
  let index = shows.length - 1;
  // A show not booked yet (the create-show dialog) comes after every show of its week.
  for (let i = index; i >= 0; i -= 1) {
    if (shows[i]!.id === show.id) {
      index = i - 1;
      break;
    }
    if (shows[i]!.weekIndex < show.weekIndex - SHOW_MAX_WEEKS_AHEAD) break;
  }
  let place = 1;
  for (let i = index; i >= 0; i -= 1) {
    const other = shows[i]!;
    if (other.weekIndex < show.weekIndex - SHOW_MAX_WEEKS_AHEAD) break;
    if (other.id !== show.id && other.federationId === show.federationId && other.weekIndex === show.weekIndex) place += 1;
  }
  return place;
}
