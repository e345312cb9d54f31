// The global ranking's power score (our design: docs/rules/world.md "The global ranking").
// A federation's power runs from 0 to 100 and is the weighted sum of three parts, each on 0-100:
// - popularity (0-100 points, as is): how many fans follow it now;
// - recent show quality: the mean rating of its last POWER_QUALITY_SHOWS shows run, in stars (0-10),
//   times POWER_QUALITY_POINTS_PER_STAR; 0 before its first show;
// - momentum: its popularity change over the popularity history window (up to 12 week openings and now),
//   50 for flat, POWER_MOMENTUM_POINTS_PER_POPULARITY per popularity point gained or lost, clamped to 0-100.
// Popularity weighs most because it is what every rival's fortunes rest on; quality rewards good shows
// (what the player controls week to week); momentum lets a rising federation climb past a stale one.
import { RATING_MAX_STARS } from './shows.ts';

/** Weight of popularity in the power score (0-1). */
export const POWER_POPULARITY_WEIGHT = 0.5;
/** Weight of recent show quality in the power score (0-1). */
export const POWER_QUALITY_WEIGHT = 0.3;
/** Weight of momentum in the power score (0-1). */
export const POWER_MOMENTUM_WEIGHT = 0.2;

/** Shows run whose mean rating is the recent show quality (the same window as an AI federation's show quality average). */
export const POWER_QUALITY_SHOWS = 4;
/** Quality points (0-100 scale) per star of show rating (0-10 stars). */
export const POWER_QUALITY_POINTS_PER_STAR = 100 / RATING_MAX_STARS;

/** Momentum of a federation whose popularity did not move over the window, in points (0-100 scale). */
export const POWER_MOMENTUM_FLAT = 50;
/** Momentum points per popularity point gained (or lost) over the window: +10 popularity is full momentum (100), -10 none (0). */
export const POWER_MOMENTUM_POINTS_PER_POPULARITY = 5;

/** Highest power score, in points. */
export const POWER_MAX = 100;

/** Wrestlers listed in each of the ranking's wrestler tables. */
export const RANKING_WRESTLERS_LISTED = 50;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Recent show quality on 0-100 from the ratings (stars) of the last shows run; 0 when none. */
export function showQualityPoints(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const mean = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
  return clamp(mean * POWER_QUALITY_POINTS_PER_STAR, 0, 100);
}

/** Momentum on 0-100 from the popularity change (points) over the window. */
export function momentumPoints(popularityChange: number): number {
  return clamp(POWER_MOMENTUM_FLAT + popularityChange * POWER_MOMENTUM_POINTS_PER_POPULARITY, 0, 100);
}

export interface PowerPart {
  /** 'popularity' | 'quality' | 'momentum'. */
  key: 'popularity' | 'quality' | 'momentum';
  label: string;
  /** The part on its own 0-100 scale, one decimal. */
  points: number;
  weight: number;
  /** What it adds to the score (points x weight), one decimal. */
  amount: number;
}

export interface PowerScore {
  /** 0-100, one decimal: the sum of the parts' amounts. */
  value: number;
  parts: PowerPart[];
}

export interface PowerInputs {
  /** 0-100. */
  popularity: number;
  /** Ratings (stars, 0-10) of its last shows run, at most POWER_QUALITY_SHOWS used. */
  recentRatings: readonly number[];
  /** Popularity change over the window, in points. */
  popularityChange: number;
}

/** The power score with its parts (each part's amount rounded to one decimal; the value is their sum). */
export function powerScore({ popularity, recentRatings, popularityChange }: PowerInputs): PowerScore {
  const part = (key: PowerPart['key'], label: string, points: number, weight: number): PowerPart => ({ key, label, points: round1(points), weight, amount: round1(points * weight) });
  const parts = [
    part('popularity', 'Popularity', clamp(popularity, 0, 100), POWER_POPULARITY_WEIGHT),
    part('quality', 'Recent show quality', showQualityPoints(recentRatings.slice(-POWER_QUALITY_SHOWS)), POWER_QUALITY_WEIGHT),
    part('momentum', 'Momentum', momentumPoints(popularityChange), POWER_MOMENTUM_WEIGHT),
  ];
  return { value: round1(parts.reduce((sum, p) => sum + p.amount, 0)), parts };
}
