// `npm run bench:ai`: the AI world's figures alone (`npm run bench` prints them too,
// with the rest): the whole-world week of the player and 5 AI federations in a pool of about 250 wrestlers
// (goals: median under 1 ms, 52 weeks under 100 ms), the same week with the promoters' dealings beside it
// without them (goal: they add under 20%), and the join payload and saves after 3 and 10 years
// with a full news list (goals: join under 100 KB, saves under 1 MB and 2 MB stored). Prints, asserts nothing.
//   node scripts/benchAi.ts [seed]
import { measureAiWeek, measureDealingsCost, printAiWeek, printAiWorldSizes, printDealingsCost } from './bench/aiWorld.ts';

const seed = Number(process.argv[2] ?? 1);
printAiWeek(measureAiWeek(seed), seed);
printDealingsCost(measureDealingsCost(seed));
printAiWorldSizes(seed);
