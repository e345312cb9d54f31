// attendanceBreakdown writes a step's words only for a part it keeps (most steps are
// neutral, and their words would be thrown away). Against the plain way (every step's words written, then
// the neutral ones left out), the breakdown is the same, words and figures, over a grid of inputs.
import { describe, expect, it } from 'vitest';
import { formatNumberUs, formatUsdPlain } from '#shared/rules/money.ts';
import { attendance, fairTicketPrice, marketShare, priceFactor } from '#shared/rules/shows.ts';
import { ATTENDANCE_PART_KINDS, attendanceBreakdown, ordinal, type AttendanceInput, type AttendancePart } from './attendanceBreakdown.ts';

/** The parts the plain way: every step with its words, then the neutral steps that moved no fan left out. */
function plainParts(input: AttendanceInput): AttendancePart[] {
  const { expectedRating: rating, popularity, ticketPrice, capacity, rivalryDraw, advertisingShare, upgradeShare, surgeShare, place } = input;
  const percent = (share: number) => `+${Math.round(share * 100)}%`;
  const times = (factor: number) => `x${factor.toFixed(2)}`;
  const share = marketShare(place);
  const extra = advertisingShare + rivalryDraw + upgradeShare + surgeShare;
  const fair = fairTicketPrice(popularity);
  const open = Number.POSITIVE_INFINITY;
  const steps = [
    { label: `Popularity ${popularity} and a ${rating.toFixed(1)}-star card, at the fair price of $${formatUsdPlain(fair)}`, neutral: false, fans: attendance(rating, popularity, fair, open) },
    { label: `Ticket price $${formatUsdPlain(ticketPrice)} (${times(priceFactor(ticketPrice, popularity))})`, neutral: ticketPrice === fair, fans: attendance(rating, popularity, ticketPrice, open) },
    { label: `Advertising (${percent(advertisingShare)})`, neutral: advertisingShare === 0, fans: attendance(rating, popularity, ticketPrice, open, advertisingShare) },
    { label: `Rivalry draw (${percent(rivalryDraw)})`, neutral: rivalryDraw === 0, fans: attendance(rating, popularity, ticketPrice, open, advertisingShare + rivalryDraw) },
    { label: `Venue upgrades (${percent(upgradeShare)})`, neutral: upgradeShare === 0, fans: attendance(rating, popularity, ticketPrice, open, advertisingShare + rivalryDraw + upgradeShare) },
    { label: `Audience surge (${percent(surgeShare)})`, neutral: surgeShare === 0, fans: attendance(rating, popularity, ticketPrice, open, extra) },
    {
      label: `${ordinal(place)} show of your week: fans share it with your ${place === 2 ? 'earlier show' : `${place - 1} earlier shows`} (${times(share)})`,
      neutral: place <= 1,
      fans: attendance(rating, popularity, ticketPrice, open, extra, share),
    },
  ];
  const demand = steps.at(-1)!.fans;
  const value = attendance(rating, popularity, ticketPrice, capacity, extra, share);
  steps.push({ label: `Sold out: ${formatNumberUs(Math.max(0, capacity))} seats`, neutral: value === demand, fans: value });
  const parts: AttendancePart[] = [];
  let previous = 0;
  steps.forEach((step, i) => {
    const fans = step.fans - previous;
    if (step.neutral && fans === 0) return;
    parts.push({ kind: ATTENDANCE_PART_KINDS[i]!, label: step.label, fans });
    previous = step.fans;
  });
  return parts;
}

describe('attendance breakdown words', () => {
  it('are the plain way’s, part for part, for every input of the grid', () => {
    let checked = 0;
    for (const expectedRating of [0, 0.04, 2.75, 6, 10]) {
      for (const popularity of [0, 1, 37.5, 55, 100]) {
        for (const ticketPrice of [0, 5, fairTicketPrice(popularity), 42.5, 500]) {
          for (const capacity of [0, 100, 5_000, 75_000]) {
            for (const [rivalryDraw, upgradeShare, surgeShare, advertisingShare] of [[0, 0, 0, 0], [0.13, 0.08, 0.2, 0.15], [0.004, 0, 0.25, 0], [0, 0.1, 0, 0.6]] as const) {
              for (const place of [1, 2, 3, 12]) {
                const input = { expectedRating, popularity, ticketPrice, capacity, rivalryDraw, advertisingShare, upgradeShare, surgeShare, place };
                expect(attendanceBreakdown(input).parts).toEqual(plainParts(input));
                checked += 1;
              }
            }
          }
        }
      }
    }
    expect(checked).toBe(8_000);
  });
});
