// The titles the game writes skip toTitleChars when every name and label in them is left unchanged by it
// (booking.ts unchangedAsTitle). Against the plain way (the joined text through
// toTitleChars), every match and promo title is the same, for names that are plain, accented, spaced oddly,
// with characters a title does not allow, empty, renamed after a first title, and for every match type,
// stipulation, promo type and a title on the line.
import { describe, expect, it } from 'vitest';
import { PROMO_TYPE_RULES, PROMO_TYPES } from '#shared/rules/matchRating.ts';
import { MATCH_TYPE_RULES, MATCH_TYPES, STIPULATION_RULES, STIPULATIONS } from '#shared/rules/matchTypes.ts';
import { toTitleChars } from '#shared/validation/text.ts';
import { createChampionship } from '../championships/championship.ts';
import { requireWrestler } from '../roster/wrestler.ts';
import { player, startedWorld, withRoster } from '../testing/worlds.ts';
import type { World } from '../world.ts';
import { defaultMatchTitle, defaultPromoTitle } from './booking.ts';
import { sidesOf } from './show.ts';

const NAMES = ['Ace Calloway', 'Chiara Rüegg', "D'Angelo O'Neil", 'Jean-Luc St. Pierre', 'Big  Sam', ' Lead', 'Trail ', 'Tab\tName', 'Mr. X: Reborn', 'Zoë & Co (2)', '!!!', '', 'Ω', 'El Niño 2', 'Line\nBreak'];

const names = (world: World, ids: readonly string[], separator: string) => ids.map((id) => requireWrestler(world, id).name).join(separator);

function plainMatchTitle(world: World, type: (typeof MATCH_TYPES)[number], stipulation: (typeof STIPULATIONS)[number], participants: string[], championshipId: string | null): string {
  const sides = type === 'tag_team' ? sidesOf({ type, participants }).map((side) => names(world, side, ' & ')).join(' vs. ') : names(world, participants, ' vs. ');
  const stip = stipulation === 'standard' ? '' : ` (${STIPULATION_RULES[stipulation].label})`;
  const title = championshipId ? world.championships.find((c) => c.id === championshipId)?.name : undefined;
  return toTitleChars(`${sides}${stip}${title ? ` for the ${title}` : ''}`).slice(0, 200) || 'Match';
}

describe('the titles the game writes', () => {
  it('are the plain way’s, whatever the names, and after a rename', () => {
    const world = startedWorld(11);
    player(world).funds = 500_000;
    const roster = withRoster(world, 6);
    const titles = [null, createChampionship(world, player(world).id, { name: 'World  Title' }).id, createChampionship(world, player(world).id, { name: 'Iron Belt' }).id];
    let checked = 0;
    for (let round = 0; round < 3; round += 1) {
      for (let shift = 0; shift < NAMES.length; shift += 1) {
        // A rename between rounds: the names known unchanged are checked again.
        roster.forEach((w, i) => (w.name = NAMES[(shift + i * (round + 1)) % NAMES.length]!));
        const ids = roster.map((w) => w.id);
        for (const type of MATCH_TYPES) {
          for (const stipulation of STIPULATIONS) {
            for (const championshipId of titles) {
              for (const count of [0, 1, MATCH_TYPE_RULES[type].participants]) {
                const participants = ids.slice(0, count);
                const input = { type, stipulation, participants, championshipId };
                expect(defaultMatchTitle(world, input)).toBe(plainMatchTitle(world, type, stipulation, participants, championshipId));
                checked += 1;
              }
            }
          }
        }
        for (const promoType of PROMO_TYPES) {
          for (const count of [0, 1, 2]) {
            const participants = ids.slice(0, count);
            const plain = toTitleChars(`${PROMO_TYPE_RULES[promoType].label}: ${names(world, participants, ' & ')}`.replace(':', ' -')).slice(0, 200) || 'Promo';
            expect(defaultPromoTitle(world, { promoType, participants })).toBe(plain);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });
});
