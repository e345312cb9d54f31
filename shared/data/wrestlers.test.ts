// Invariants of the predefined wrestler database (spec: simulation §3 and §9).
import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryForRating, wrestlerRating, type WrestlerCategory } from '../rules/rating.ts';
import { slugify } from './slug.ts';
import { WRESTLERS, WRESTLER_GENDERS, WRESTLER_STYLES, findWrestler } from './wrestlers.ts';

const SKILLS = ['popularity', 'strength', 'agility', 'technic', 'charisma', 'stamina'] as const;
const inCategory = (category: WrestlerCategory) => WRESTLERS.filter((w) => w.category === category);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

describe('wrestler catalog', () => {
  it('holds at least 85 wrestlers', () => {
    expect(WRESTLERS.length).toBeGreaterThanOrEqual(85);
  });

  it('has unique ids and unique names (case-insensitive)', () => {
    expect(new Set(WRESTLERS.map((w) => w.id)).size).toBe(WRESTLERS.length);
    expect(new Set(WRESTLERS.map((w) => w.name.toLowerCase())).size).toBe(WRESTLERS.length);
  });

  it('derives every id from the name with the slug rule', () => {
    for (const w of WRESTLERS) {
      expect(w.id, w.name).toBe(slugify(w.name));
      expect(w.id, w.name).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      expect(findWrestler(w.id)).toBe(w);
    }
  });

  it('fills every field of the predefined row with a value in range', () => {
    for (const w of WRESTLERS) {
      const label = `${w.id}`;
      expect(w.name.trim(), label).toBe(w.name);
      expect(w.name.length, label).toBeGreaterThan(2);
      expect(w.bio.length, label).toBeGreaterThan(20);
      expect(w.bio.length, label).toBeLessThanOrEqual(120);
      expect(WRESTLER_STYLES, label).toContain(w.style);
      expect(WRESTLER_GENDERS, label).toContain(w.gender);
      expect(typeof w.masked, label).toBe('boolean');
      expect(w.nationality.length, label).toBeGreaterThan(1);
      expect(Number.isInteger(w.age) && w.age >= 18 && w.age <= 50, `${label} age ${w.age}`).toBe(true);
      for (const skill of SKILLS) {
        const value = w[skill];
        expect(Number.isInteger(value) && value >= 0 && value <= 100, `${label} ${skill} ${value}`).toBe(true);
      }
      expect(Number.isInteger(w.morale) && w.morale >= 50 && w.morale <= 100, `${label} morale`).toBe(true);
      expect(Number.isInteger(w.yearsInIndustry) && w.yearsInIndustry >= 0, `${label} years`).toBe(true);
      expect(w.yearsInIndustry, `${label} years < age - 15`).toBeLessThan(w.age - 15);
      expect(Number.isInteger(w.baseSalary) && w.baseSalary > 0, `${label} salary`).toBe(true);
      expect(Number.isInteger(w.minFederationPopularityRequired), `${label} min popularity`).toBe(true);
      expect(w.minFederationPopularityRequired, label).toBeGreaterThanOrEqual(0);
      expect(w.minFederationPopularityRequired, label).toBeLessThanOrEqual(100);
      expect(Number.isInteger(w.merchandiseContractPercentage), label).toBe(true);
      expect(w.merchandiseContractPercentage, label).toBeGreaterThanOrEqual(5);
      expect(w.merchandiseContractPercentage, label).toBeLessThanOrEqual(30);
      expect(typeof w.isAvailable, label).toBe('boolean');
    }
  });

  it('keeps totalPoints equal to the rating formula and the category to its thresholds', () => {
    for (const w of WRESTLERS) {
      expect(w.totalPoints, w.id).toBe(wrestlerRating(w));
      expect(w.category, w.id).toBe(categoryForRating(w.totalPoints));
    }
  });

  it('has every category from S to F, weighted to the middle', () => {
    const counts = Object.fromEntries(CATEGORIES.map((c) => [c, inCategory(c).length])) as Record<WrestlerCategory, number>;
    for (const category of CATEGORIES) expect(counts[category], category).toBeGreaterThanOrEqual(3);
    expect(counts.C).toBeGreaterThan(counts.S);
    expect(counts.B + counts.C + counts.D).toBeGreaterThan(WRESTLERS.length / 2);
  });

  it('asks for more federation popularity the better the category', () => {
    const s = inCategory('S').map((w) => w.minFederationPopularityRequired);
    const f = inCategory('F').map((w) => w.minFederationPopularityRequired);
    expect(Math.min(...s)).toBeGreaterThanOrEqual(Math.max(...f));
    expect(Math.min(...s)).toBeGreaterThanOrEqual(70);
    for (const w of [...inCategory('E'), ...inCategory('F')]) expect(w.minFederationPopularityRequired, w.id).toBeLessThanOrEqual(10);
    // Each category's lowest requirement is at least the highest of the category two steps below.
    for (let i = 0; i + 2 < CATEGORIES.length; i++) {
      const upper = inCategory(CATEGORIES[i]!).map((w) => w.minFederationPopularityRequired);
      const lower = inCategory(CATEGORIES[i + 2]!).map((w) => w.minFederationPopularityRequired);
      expect(Math.min(...upper), `${CATEGORIES[i]} vs ${CATEGORIES[i + 2]}`).toBeGreaterThanOrEqual(Math.max(...lower));
    }
  });

  it('pays more the better the category', () => {
    const medians = CATEGORIES.map((c) => median(inCategory(c).map((w) => w.baseSalary)));
    for (let i = 0; i + 1 < medians.length; i++) expect(medians[i], `${CATEGORIES[i]} median salary`).toBeGreaterThan(medians[i + 1]!);
    expect(Math.min(...inCategory('S').map((w) => w.baseSalary))).toBeGreaterThan(Math.max(...inCategory('F').map((w) => w.baseSalary)));
    // Rookies cost a few hundred a week; stars cost thousands.
    for (const w of inCategory('F')) expect(w.baseSalary, w.id).toBeLessThan(1000);
    for (const w of inCategory('S')) expect(w.baseSalary, w.id).toBeGreaterThanOrEqual(5000);
  });

  it('draws from many countries and every ring style', () => {
    expect(new Set(WRESTLERS.map((w) => w.nationality)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(WRESTLERS.map((w) => w.style))).toEqual(new Set(WRESTLER_STYLES));
  });

  it("has a women's division and a men's division", () => {
    for (const gender of WRESTLER_GENDERS) expect(WRESTLERS.filter((w) => w.gender === gender).length, gender).toBeGreaterThanOrEqual(20);
  });

  it('is sorted best rating first', () => {
    for (let i = 1; i < WRESTLERS.length; i++) expect(WRESTLERS[i - 1]!.totalPoints).toBeGreaterThanOrEqual(WRESTLERS[i]!.totalPoints);
  });
});
