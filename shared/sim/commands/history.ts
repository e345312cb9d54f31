// A federation's past for /history: shows, reigns, records, its years, the Hall of Fame (history/). Read-only:
// each query reads only what it answers (the federation's own shows and titles, the year's retirees).
import { hallOfFameView } from '../history/hallOfFame.ts';
import { historyRecords } from '../history/records.ts';
import { titleLineages } from '../history/reigns.ts';
import { showArchive } from '../history/showArchive.ts';
import { yearByYear } from '../history/yearByYear.ts';
import type { CommandSpecs } from './command.ts';

export const historyCommands: CommandSpecs<'getShowArchive' | 'getTitleLineages' | 'getHistoryRecords' | 'getYearByYear' | 'getHallOfFame'> = {
  getShowArchive: { readOnly: true, touches: [], run: (world, federationId, query) => ({ events: [], showArchive: showArchive(world, federationId, query) }) },
  getTitleLineages: { readOnly: true, touches: [], run: (world, federationId) => ({ events: [], titleLineages: titleLineages(world, federationId) }) },
  getHistoryRecords: { readOnly: true, touches: [], run: (world, federationId) => ({ events: [], historyRecords: historyRecords(world, federationId) }) },
  getYearByYear: { readOnly: true, touches: [], run: (world, federationId) => ({ events: [], yearByYear: yearByYear(world, federationId) }) },
  getHallOfFame: { readOnly: true, touches: [], run: (world, federationId) => ({ events: [], hallOfFame: hallOfFameView(world, federationId) }) },
};
