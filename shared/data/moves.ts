// The moves the live run narrates (docs/rules/shows.md "Live run"): a few per ring style,
// a finisher that wins by pinfall, a hold that wins by submission, and a move per skill for a wrestler
// whose style is unknown. Text only: the moves never change a result. "{a}" is the wrestler doing it,
// "{b}" the one taking it.
import type { SkillName } from '../rules/training.ts';
import type { WrestlerStyle } from './wrestlers/types.ts';

export interface StyleMoves {
  /** Offence in the body of the match. */
  moves: readonly string[];
  /** The big move before a pin (near-falls and pinfall finishes). */
  finisher: string;
  /** The hold a submission comes from. */
  hold: string;
}

export const STYLE_MOVES: Readonly<Record<WrestlerStyle, StyleMoves>> = {
  Powerhouse: {
    moves: ['{a} lifts {b} for a delayed vertical suplex', '{a} catches {b} mid-air and slams them down', '{a} runs through {b} with a shoulder tackle'],
    finisher: 'a sit-out powerbomb',
    hold: 'a bear hug',
  },
  'High-Flyer': {
    moves: ['{a} dives over the top rope onto {b}', '{a} springs off the ropes into a crossbody on {b}', '{a} hits {b} with a hurricanrana'],
    finisher: 'a shooting star press',
    hold: 'a flying triangle choke',
  },
  Technician: {
    moves: ['{a} chains holds on {b}, working the arm', '{a} counters {b} into a German suplex', '{a} grounds {b} with a hammerlock'],
    finisher: 'a bridging suplex',
    hold: 'a crossface',
  },
  Showman: {
    moves: ['{a} struts, then drops {b} with a flashy DDT', '{a} plays to the crowd before a flying forearm on {b}', '{a} lands a spinning neckbreaker on {b}'],
    finisher: 'a rolling cutter',
    hold: 'a figure-four leglock',
  },
  Brawler: {
    moves: ['{a} and {b} slug it out in the middle of the ring', '{a} throws {b} into the barricade', '{a} hammers {b} in the corner'],
    finisher: 'a running knee',
    hold: 'a rear naked choke',
  },
  Giant: {
    moves: ['{a} flattens {b} with a big boot', '{a} chokeslams {b} to the mat', '{a} squashes {b} in the corner'],
    finisher: 'a last-ride powerbomb',
    hold: 'a clawhold',
  },
  Striker: {
    moves: ['{a} peppers {b} with kicks', '{a} lands a spinning back fist on {b}', '{a} cracks {b} with a knee to the jaw'],
    finisher: 'a roundhouse kick',
    hold: 'a guillotine choke',
  },
  'All-Rounder': {
    moves: ['{a} hits {b} with a clean dropkick', '{a} counters {b} into a backbreaker', '{a} takes {b} over with a snap suplex'],
    finisher: 'a running lariat',
    hold: 'a sharpshooter',
  },
};

/** A wrestler whose style is unknown (a former wrestler) works to their best skill. */
export const SKILL_MOVES: Readonly<Record<SkillName, StyleMoves>> = {
  strength: STYLE_MOVES.Powerhouse,
  agility: STYLE_MOVES['High-Flyer'],
  technic: STYLE_MOVES.Technician,
  charisma: STYLE_MOVES.Showman,
  stamina: STYLE_MOVES['All-Rounder'],
};

export function isWrestlerStyle(value: string): value is WrestlerStyle {
  return Object.hasOwn(STYLE_MOVES, value);
}
