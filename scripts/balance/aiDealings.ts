// `npm run balance` (AI world): how often the promoters use each dealing (ai/diplomacy.ts), per year and per
// personality, over every career played: dealings per federation per year (a federation's running weeks
// / 52 are its years), each kind and all together.
import { AI_DEALING_KINDS } from '#shared/rules/aiDiplomacy.ts';
import { AI_PERSONALITIES } from '#shared/rules/ai.ts';
import type { CareerResult } from './careerResult.ts';

const SHORT: Readonly<Record<(typeof AI_DEALING_KINDS)[number], string>> = {
  spreadRumours: 'rumour',
  counterProgramming: 'counter',
  mediaWar: 'mediaWar',
  poach: 'poach',
  raid: 'raid',
  alliance: 'alliance',
  crossPromotion: 'crossPro',
  tradeAgreement: 'trade',
  lend: 'lend',
  borrow: 'borrow',
  jointShow: 'joint',
};

/** The table's lines: a header, then one line per year and personality. */
export function aiDealingLines(results: readonly CareerResult[], years: number): string[] {
  const lines = ['AI dealings: per federation per year, by personality (all careers)'];
  lines.push(`year  personality  ${AI_DEALING_KINDS.map((k) => SHORT[k].padStart(8)).join('')}     all`);
  for (let y = 0; y < years; y += 1) {
    for (const personality of AI_PERSONALITIES) {
      let weeks = 0;
      const kinds: Record<string, number> = {};
      for (const r of results) {
        const entry = r.aiDealings?.[y]?.[personality];
        if (!entry) continue;
        weeks += entry.weeks;
        for (const [kind, count] of Object.entries(entry.kinds)) kinds[kind] = (kinds[kind] ?? 0) + count;
      }
      if (weeks === 0) continue;
      const perYear = (count: number) => (count / (weeks / 52)).toFixed(2);
      const all = Object.values(kinds).reduce((sum, n) => sum + n, 0);
      lines.push(`${String(y + 1).padEnd(6)}${personality.padEnd(13)}${AI_DEALING_KINDS.map((k) => perYear(kinds[k] ?? 0).padStart(8)).join('')}${perYear(all).padStart(8)}`);
    }
  }
  return lines;
}
